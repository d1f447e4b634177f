import { describe, expect, it } from 'vitest';
import { TribesDb } from './database.ts';
import { DB_VERSIONS } from './versions.ts';

const detail = (title: string) => ({
  article: { id: 'a'.repeat(32), title, subTitle: 'Sous-titre', content: 'Le récit du fleuve', tags: ['Élan'], sections: [] },
  comments: [],
  relatedArticles: [],
});

describe('local database version history', () => {
  it('numbers its steps in order, each with a reason', () => {
    expect(DB_VERSIONS.map((v) => v.version)).toEqual(DB_VERSIONS.map((_, i) => i + 1));
    for (const step of DB_VERSIONS) expect(step.why.length).toBeGreaterThan(10);
  });

  it('upgrades a device at version 1 without losing its rows, filling the search text', async () => {
    const name = `history-${Math.random()}`;
    const v1 = new TribesDb(name, DB_VERSIONS.slice(0, 1));
    await v1.table('articles').put({ id: 'a'.repeat(32), detail: detail('Île de Gorée'), createdAt: '2026-01-01', type: 1, tribeIds: [], themeIds: [], userId: 'u', keptAt: 1 });
    await v1.outbox.add({ userId: 'u', kind: 'request', method: 'PUT', path: '/api/collections/x', label: { key: 'k' }, status: 'pending', attempts: 0, createdAt: 1 } as never);
    expect(v1.tables.map((t) => t.name)).not.toContain('offlineSets');
    v1.close();

    const latest = new TribesDb(name);
    await latest.open();
    expect(latest.verno).toBe(DB_VERSIONS.at(-1)!.version);
    const row = await latest.articles.get('a'.repeat(32));
    expect(row?.searchText).toContain('ile de goree');
    expect(row?.searchText).toContain('elan');
    expect(await latest.outbox.count()).toBe(1);
    await latest.offlineSets.put({ key: 'collection:x', kind: 'collection', targetId: 'x', userId: 'u', articleIds: [], urls: [], bytes: 0, status: 'ready', savedAt: 1 });
    expect(await latest.offlineSets.count()).toBe(1);
    latest.close();
  });
});
