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
    await v1.outbox.add({ userId: 'u', kind: 'request', method: 'PUT', path: `/api/collections/${'c'.repeat(32)}`, body: { name: 'Trips' }, label: { key: 'k' }, status: 'pending', attempts: 0, createdAt: 1 } as never);
    expect(v1.tables.map((t) => t.name)).not.toContain('offlineSets');
    v1.close();

    const latest = new TribesDb(name);
    await latest.open();
    expect(latest.verno).toBe(DB_VERSIONS.at(-1)!.version);
    const row = await latest.articles.get('a'.repeat(32));
    expect(row?.detail.article.title).toBe('Île de Gorée');
    expect(row && 'searchText' in row).toBe(false);
    expect(await latest.outbox.toArray()).toEqual([
      { seq: 1, userId: 'u', op: { type: 'collection.put', id: 'c'.repeat(32), body: { name: 'Trips' } }, label: { key: 'k' }, status: 'pending', attempts: 0, createdAt: 1 },
    ]);
    await latest.offlineSets.put({ key: 'collection:x', kind: 'collection', targetId: 'x', userId: 'u', articleIds: [], urls: [], bytes: 0, status: 'ready', savedAt: 1 });
    expect(await latest.offlineSets.count()).toBe(1);
    latest.close();
  });

  it('rewrites every outbox entry of version 2 as a typed operation, keeping order, status and errors', async () => {
    const name = `outbox-${Math.random()}`;
    const [a, c, f, r] = ['a', 'c', 'f', 'e'].map((x) => x.repeat(32)) as [string, string, string, string];
    const input = { type: 1, title: 'Title', baseVersion: 3 };
    const legacy: [Record<string, unknown>, unknown][] = [
      [{ kind: 'file', method: 'PUT', path: `/api/files/${f}`, fileId: f, label: { key: 'sync.op.uploadFile' } }, { type: 'file.put', id: f }],
      [{ kind: 'recording', method: 'PUT', path: `/api/files/${r}`, fileId: r, body: { name: 'take.webm', mime: 'audio/webm' }, label: { key: 'sync.op.uploadFile' } }, { type: 'recording.put', id: r, name: 'take.webm', mime: 'audio/webm' }],
      [{ kind: 'request', method: 'PUT', path: `/api/articles/${a}`, body: input, articleId: a, fileIds: [f], label: { key: 'sync.op.saveArticle' } }, { type: 'article.put', id: a, body: input }],
      [{ kind: 'request', method: 'DELETE', path: `/api/articles/${a}`, articleId: a, label: { key: 'sync.op.deleteArticle' } }, { type: 'article.delete', id: a }],
      [{ kind: 'request', method: 'DELETE', path: `/api/collections/${c}`, label: { key: 'sync.op.deleteCollection' } }, { type: 'collection.delete', id: c }],
      [{ kind: 'request', method: 'PUT', path: `/api/collections/${c}/articles/${a}`, label: { key: 'sync.op.addToCollection' } }, { type: 'collection.article.put', id: c, articleId: a }],
      [{ kind: 'request', method: 'DELETE', path: `/api/collections/${c}/articles/${a}`, label: { key: 'sync.op.favoriteRemove' } }, { type: 'favorite.delete', id: c, articleId: a }],
      [{ kind: 'request', method: 'PUT', path: '/api/users/me', body: { picture: f }, fileIds: [f], label: { key: 'sync.op.profilePicture' } }, { type: 'profile.put', body: { picture: f } }],
      [{ kind: 'request', method: 'POST', path: '/api/elsewhere', label: { key: 'k' } }, { type: 'unknown', method: 'POST', path: '/api/elsewhere' }],
    ];
    const v2 = new TribesDb(name, DB_VERSIONS.slice(0, 2));
    const error = { status: 422, code: 'invalid', message: 'No.' };
    for (const [i, [entry]] of legacy.entries()) {
      await v2.outbox.add({ userId: 'u', status: i === 2 ? 'rejected' : 'pending', attempts: i, createdAt: i, ...(i === 2 ? { error } : {}), ...entry } as never);
    }
    v2.close();

    const latest = new TribesDb(name);
    const rows = await latest.outbox.orderBy('seq').toArray();
    expect(rows.map((row) => row.op)).toEqual(legacy.map(([, op]) => op));
    expect(rows.map((row) => row.attempts)).toEqual(legacy.map((_, i) => i));
    expect(rows[2]).toMatchObject({ status: 'rejected', error });
    // Nothing of the old shape is left behind.
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(expect.arrayContaining(['attempts', 'createdAt', 'label', 'op', 'seq', 'status', 'userId']));
    expect(rows.flatMap((row) => Object.keys(row)).filter((key) => ['kind', 'method', 'path', 'body', 'fileId', 'fileIds', 'articleId'].includes(key))).toEqual([]);
    // An entry no operation matches is kept, refused, for the user to see and discard.
    expect(rows.at(-1)).toMatchObject({ status: 'rejected', error: { code: 'unknown_operation' } });
    latest.close();
  });

  it('carries the podcast positions kept in localStorage into the progress table at version 11', async () => {
    const name = `progress-${Math.random()}`;
    const v3 = new TribesDb(name, DB_VERSIONS.filter((v) => v.version <= 3));
    await v3.open();
    v3.close();
    localStorage.setItem(`player.position.${'b'.repeat(32)}`, '754.5');
    localStorage.setItem('player.rate', '1.5');
    const latest = new TribesDb(name);
    await latest.open();
    expect(await latest.progress.toArray()).toEqual([
      { userId: '', articleId: 'b'.repeat(32), kind: 'audio', position: 754.5, duration: null, finished: false, updatedAt: expect.any(String) },
    ]);
    expect(localStorage.getItem(`player.position.${'b'.repeat(32)}`)).toBeNull();
    expect(localStorage.getItem('player.rate')).toBe('1.5');
    latest.close();
  });
});
