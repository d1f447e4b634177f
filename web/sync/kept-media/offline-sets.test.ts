import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { appStore } from '#web/lib/app-store.ts';
import { db } from '#web/db/database.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { downloadsAtom } from './download-queue.ts';
import { resumeCutPlanning, syncKeptSets } from './kept-sync.ts';
import { freeOfflineItem, freeOfflineSet, keepOffline } from './offline-sets.ts';

const file = (id: string, name: string, size: number, kind: 'image' | 'audio') => ({ id, path: `/media/${id}/${name}`, name, mime: kind === 'image' ? 'image/jpeg' : 'audio/mpeg', size, kind });
function detail(n: number, audio = false): ArticleDetail {
  return {
    article: {
      id: String(n).padStart(32, '0'),
      slug: `s-${n}`,
      type: audio ? 2 : 1,
      textType: 0,
      title: `Story ${n}`,
      subTitle: '',
      coverImage: file(`c${n}`, 'cover.jpg', 4, 'image'),
      tribe: [],
      themes: [],
      user: { id: 'u', slug: 'u', firstName: 'A', lastName: 'B', presentation: null, picture: null },
      favorite: false,
      language: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '',
      version: 1,
      content: 'Body',
      images: [],
      tags: [],
      references: [],
      inspiredBy: [],
      sections: [],
      audioFile: audio ? file(`a${n}`, 'talk.mp3', 6, 'audio') : null,
      videoFile: null,
    },
    comments: [],
    relatedArticles: [],
  };
}

/** An article's thread as the comments list answers it: one comment, saying which query it answered. */
function threadOf(articleId: string, url: URL) {
  const user = { id: 'u', slug: 'u', firstName: 'A', lastName: 'B', presentation: null, picture: null };
  const comment = {
    id: 'f'.repeat(32),
    articleId,
    parentId: null,
    replyToUser: null,
    user,
    body: url.search,
    html: '',
    language: 'en',
    atSeconds: null,
    status: 'visible',
    hiddenBy: null,
    pinned: false,
    createdAt: '',
    editedAt: null,
    likeCount: 0,
    liked: false,
    replyCount: 0,
    replies: [],
  };
  return { items: [comment], total: 1, nextCursor: null };
}

/** A Cache Storage with one cache, or one that refuses writes as a full disk does. */
function fakeCaches(full = false) {
  const store = new Map<string, Response>();
  const cache = {
    match: async (url: string) => store.get(url),
    put: async (url: string, res: Response) => {
      if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      store.set(url, res);
    },
    delete: async (url: string) => store.delete(url),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return store;
}

/** The server: article details, and collection `c` listing `members` (newest first) by keyset pages. */
function fakeNetwork(details: ArticleDetail[], members: { ids: string[] } = { ids: [] }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/api/collections/c/articles') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const from = Number(url.searchParams.get('cursor')?.slice(1) ?? 0);
      const items = members.ids.slice(from, from + limit).map((id) => details.find((d) => d.article.id === id)!.article);
      const nextCursor = from + limit < members.ids.length ? `p${from + limit}` : null;
      return new Response(JSON.stringify({ items, total: members.ids.length, nextCursor }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    const thread = details.find((d) => path === `/api/articles/${d.article.id}/comments`);
    if (thread) return new Response(JSON.stringify(threadOf(thread.article.id, url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const found = details.find((d) => path === `/api/articles/${d.article.id}`);
    if (found) return new Response(JSON.stringify(found), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path.startsWith('/media/')) return new Response(new Uint8Array(path.endsWith('.mp3') ? 6 : 4), { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });
    return new Response('{}', { status: 404 });
  });
}

/**
 * Holds the requests whose URL includes `part` until `release()`: `asked` resolves when the first
 * one is made, so a test can act while it is in flight.
 */
function holdRequests(part: string) {
  const served = globalThis.fetch;
  let release = () => {};
  let arrived = () => {};
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(part)) {
      arrived();
      await gate;
    }
    return served(input, init);
  });
  return { asked, release, served };
}

describe('keeping articles offline', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the articles and caches their media, then frees only what no other set uses', async () => {
    const cached = fakeCaches();
    fakeNetwork([detail(1), detail(2, true)]);
    const seen: number[] = [];
    const unsubscribe = appStore.sub(downloadsAtom, () => seen.push(appStore.get(downloadsAtom)['collection:c'] ?? -1));
    const row = await keepOffline({ kind: 'collection', id: 'c', userId: 'u' }, [detail(1).article.id, detail(2).article.id]);
    unsubscribe();
    expect(row).toMatchObject({ status: 'ready', bytes: 14 });
    expect([...cached.keys()].sort()).toEqual(['/media/a2/talk.mp3', '/media/c1/cover.jpg', '/media/c2/cover.jpg']);
    expect(await db.articles.count()).toBe(2);
    expect(seen.filter((p) => p >= 0).at(-1)).toBe(100);

    await keepOffline({ kind: 'article', id: detail(2).article.id, userId: 'u' }, [detail(2).article.id]);
    await freeOfflineSet('collection:c');
    expect([...cached.keys()].sort()).toEqual(['/media/a2/talk.mp3', '/media/c2/cover.jpg']);
  });

  it('keeps each kept article’s thread too, its first 50 comments oldest first, for reading with no network (issue #28)', async () => {
    fakeCaches();
    fakeNetwork([detail(1), detail(2)]);
    await keepOffline({ kind: 'collection', id: 'c', userId: 'u' }, [detail(1).article.id, detail(2).article.id]);
    const { keptThread } = await import('#web/db/kept-threads.ts');
    for (const n of [1, 2]) {
      const thread = await keptThread(detail(n).article.id);
      expect(thread?.items.map((c) => [c.articleId, c.body])).toEqual([[detail(n).article.id, '?sort=oldest&limit=50']]);
    }
  });

  it('stops on a full disk with a clear error, keeps the set as partial and leaves pending edits alone', async () => {
    fakeCaches(true);
    fakeNetwork([detail(1)]);
    await db.outbox.add({ userId: 'u', kind: 'request', method: 'PUT', path: '/api/collections/x', label: { key: 'k' }, status: 'pending', attempts: 0, createdAt: 0 } as never);
    await expect(keepOffline({ kind: 'article', id: detail(1).article.id, userId: 'u' }, [detail(1).article.id])).rejects.toBeInstanceOf(StorageFullError);
    expect((await db.offlineSets.get(`article:${detail(1).article.id}`))?.status).toBe('partial');
    expect(await db.outbox.count()).toBe(1);
    expect(appStore.get(downloadsAtom)).toEqual({});
  });

  it('keeps every article of a collection of any size, paging the server, then follows it on each sync', async () => {
    const cached = fakeCaches();
    const all = Array.from({ length: 66 }, (_, i) => detail(i + 1, i % 3 === 0));
    const members = { ids: all.slice(0, 60).map((d) => d.article.id) };
    fakeNetwork(all, members);
    const row = await keepOffline({ kind: 'collection', id: 'c', userId: 'u' });
    expect(row?.articleIds).toHaveLength(60);
    expect(row?.status).toBe('ready');
    expect(await db.articles.count()).toBe(60);
    expect(cached.has(`/media/a58/talk.mp3`)).toBe(true);

    // On another device: two removed, three added; the reader freed one here meanwhile.
    await freeOfflineItem('collection:c', all[4]!.article.id);
    members.ids = [...all.slice(60, 63).map((d) => d.article.id), ...members.ids.filter((id) => id !== all[0]!.article.id && id !== all[1]!.article.id)];
    await syncKeptSets('u');
    const synced = await db.offlineSets.get('collection:c');
    expect(synced?.articleIds).toHaveLength(60);
    expect(synced?.articleIds).toContain(all[62]!.article.id);
    expect(synced?.articleIds).not.toContain(all[0]!.article.id);
    expect(synced?.articleIds).not.toContain(all[4]!.article.id);
    expect(cached.has('/media/c61/cover.jpg')).toBe(true);
    expect(cached.has('/media/a1/talk.mp3')).toBe(false);
    expect(cached.has('/media/c5/cover.jpg')).toBe(false);
    expect(synced?.status).toBe('ready');
  });

  it('a set the reader frees while a sync follows it stays freed, whenever the free lands', async () => {
    for (const moment of ['before-listing', 'listing-in-flight', 'after-listing'] as const) {
      await Promise.all(db.tables.map((t) => t.clear()));
      const cached = fakeCaches();
      const all = [detail(1), detail(2, true)];
      fakeNetwork(all, { ids: all.map((d) => d.article.id) });
      await keepOffline({ kind: 'collection', id: 'c', userId: 'u' });
      expect(cached.size).toBe(3);

      // The next sync's listing waits on a gate, so the reader's "Free space" lands at `moment`.
      const { asked, release } = holdRequests('/api/collections/c/articles');
      const sync = syncKeptSets('u');
      if (moment === 'before-listing') await freeOfflineSet('collection:c');
      await asked;
      // Following a kept set with nothing new shows no progress: "Free space" stays where it is.
      expect(appStore.get(downloadsAtom)).toEqual({});
      if (moment === 'listing-in-flight') await freeOfflineSet('collection:c');
      release();
      if (moment === 'after-listing') await freeOfflineSet('collection:c');
      await sync;

      expect({ moment, row: await db.offlineSets.get('collection:c'), queued: await db.downloadQueue.count() }).toEqual({ moment, row: undefined, queued: 0 });
      expect({ moment, cached: [...cached.keys()] }).toEqual({ moment, cached: [] });
      expect(appStore.get(downloadsAtom)).toEqual({});
    }
  });

  it('resuming cut downloads leaves alone a set the reader is keeping right now, and lists one left cut', async () => {
    const cached = fakeCaches();
    const story = detail(3, true);
    fakeNetwork([story]);
    // The reader taps "Keep offline"; the story is still being fetched when the offline core starts
    // and looks for sets whose planning a reload cut short (downloading, nothing queued yet).
    const { asked, release, served } = holdRequests(`/api/articles/${story.article.id}`);
    const keeping = keepOffline({ kind: 'article', id: story.article.id, userId: 'u' }, [story.article.id]);
    await asked;
    const resuming = resumeCutPlanning('u');
    release();
    await resuming;
    expect(await keeping).toMatchObject({ status: 'ready', bytes: 10 });
    expect([...cached.keys()].sort()).toEqual(['/media/a3/talk.mp3', '/media/c3/cover.jpg']);

    // A set left planning by a closed tab (downloading, nothing queued, no one planning it) is listed again.
    vi.stubGlobal('fetch', served);
    await freeOfflineSet(`article:${story.article.id}`);
    await db.offlineSets.put({
      key: `article:${story.article.id}`,
      kind: 'article',
      targetId: story.article.id,
      userId: 'u',
      articleIds: [],
      urls: [],
      bytes: 0,
      status: 'downloading',
      savedAt: Date.now(),
      items: [],
      skippedIds: [],
    });
    await resumeCutPlanning('u');
    expect(await db.offlineSets.get(`article:${story.article.id}`)).toMatchObject({ articleIds: [story.article.id] });
  });
});
