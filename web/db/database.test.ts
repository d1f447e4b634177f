import { describe, expect, it, vi } from 'vitest';
import { TribesDb } from './database.ts';
import { DB_VERSIONS } from './versions.ts';

const detail = (title: string) => ({
  article: { id: 'a'.repeat(32), title, subTitle: 'Sous-titre', content: 'Le récit du fleuve', tags: ['Élan'], sections: [] },
  comments: [],
  relatedArticles: [],
});

describe('local database version history', () => {
  it('declares the page database’s whole history, one step per task', async () => {
    vi.resetModules();
    const { Dexie } = await import('dexie');
    const declare = vi.spyOn(Dexie.prototype, 'version');
    const declaredAtEachYield: number[] = [];
    vi.stubGlobal('scheduler', { yield: () => (declaredAtEachYield.push(declare.mock.calls.length), Promise.resolve()) });
    try {
      const { db } = await import('./database.ts');
      expect(db.verno).toBe(DB_VERSIONS.at(-1)!.version);
    } finally {
      vi.unstubAllGlobals();
      declare.mockRestore();
    }
    // Once after Dexie's code, then once after each step.
    expect(declaredAtEachYield).toEqual([0, ...DB_VERSIONS.map((_, i) => i + 1)]);
  });

  it('numbers its steps in increasing order (gaps allowed: parallel branches own their numbers), each with a reason', () => {
    const numbers = DB_VERSIONS.map((v) => v.version);
    expect(numbers[0]).toBe(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const step of DB_VERSIONS) expect(step.why.length).toBeGreaterThan(10);
  });

  it('upgrades a device at version 1 without losing its rows (the search text of version 2 is dropped again by version 11)', async () => {
    const name = `history-${Math.random()}`;
    const v1 = new TribesDb(name, DB_VERSIONS.slice(0, 1));
    await v1.table('articles').put({ id: 'a'.repeat(32), detail: detail('Île de Gorée'), createdAt: '2026-01-01', type: 1, tribeIds: [], themeIds: [], userId: 'u', keptAt: 1 });
    expect(v1.tables.map((t) => t.name)).not.toContain('offlineSets');
    v1.close();

    const latest = new TribesDb(name);
    await latest.open();
    expect(latest.verno).toBe(DB_VERSIONS.at(-1)!.version);
    const row = await latest.articles.get('a'.repeat(32));
    expect(row?.detail.article.title).toBe('Île de Gorée');
    expect(row && 'searchText' in row).toBe(false);
    await latest.offlineSets.put({ key: 'collection:x', kind: 'collection', targetId: 'x', userId: 'u', articleIds: [], urls: [], bytes: 0, status: 'ready', savedAt: 1 });
    expect(await latest.offlineSets.count()).toBe(1);
    latest.close();
  });
});
