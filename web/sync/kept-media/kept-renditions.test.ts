import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { playableAudio } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { syncKeptSets } from './kept-sync.ts';
import { keepOffline } from './offline-sets.ts';

/**
 * A podcast kept offline before the server made its MP3 rendition (issue #25): the story plays the
 * rendition once it exists, so the kept set must fetch it too on a later sync, single article or
 * collection alike, and keep the original it already has.
 */
const ID = '2'.repeat(32);
const file = (id: string, name: string, size: number, kind: 'image' | 'audio') => ({ id, path: `/media/${id}/${name}`, name, mime: kind === 'image' ? 'image/jpeg' : 'audio/mpeg', size, kind });
const original = file('a2', 'talk.webm', 6, 'audio');
const rendition = file('r2', 'talk.mp3', 5, 'audio');

function podcast(withRendition: boolean): ArticleDetail {
  return {
    article: {
      id: ID,
      slug: 's-2',
      type: 2,
      textType: 0,
      title: 'Episode',
      subTitle: '',
      coverImage: file('c2', 'cover.jpg', 4, 'image'),
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
      audioFile: original,
      audioRendition: withRendition ? rendition : null,
      videoFile: null,
    },
    comments: [],
    relatedArticles: [],
  };
}

function fakeCaches() {
  const store = new Map<string, Response>();
  const cache = { match: async (url: string) => store.get(url), put: async (url: string, res: Response) => void store.set(url, res), delete: async (url: string) => store.delete(url) };
  vi.stubGlobal('caches', { open: async () => cache });
  return store;
}

/** The server: the podcast (its rendition made or not yet), and collection `c` holding it. */
function fakeNetwork(server: { rendition: boolean }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/collections/c/articles') return json({ items: [podcast(server.rendition).article], total: 1, nextCursor: null });
    if (path === `/api/articles/${ID}`) return json(podcast(server.rendition));
    if (path.startsWith('/media/')) return new Response(new Uint8Array(4), { status: 200 });
    return new Response('{}', { status: 404 });
  });
}

describe('a podcast kept before its rendition was made', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a single article', { kind: 'article' as const, id: ID }, [ID]],
    ['a collection', { kind: 'collection' as const, id: 'c' }, undefined],
  ])('kept as %s: the next sync fetches the rendition the story plays, and keeps the original', async (_, target, ids) => {
    const cached = fakeCaches();
    const server = { rendition: false };
    fakeNetwork(server);
    await keepOffline({ ...target, userId: 'u' }, ids);
    expect([...cached.keys()].sort()).toEqual(['/media/a2/talk.webm', '/media/c2/cover.jpg']);

    // The server makes the rendition; the story now plays it.
    server.rendition = true;
    expect(playableAudio(podcast(true).article)?.path).toBe(rendition.path);
    await syncKeptSets('u');
    expect([...cached.keys()].sort()).toEqual(['/media/a2/talk.webm', '/media/c2/cover.jpg', '/media/r2/talk.mp3']);
    const set = await db.offlineSets.get(`${target.kind}:${target.id}`);
    expect(set?.status).toBe('ready');
    expect(set?.items?.[0]?.media.map((m) => m.url)).toContain(rendition.path);
    // The kept copy of the article knows of the rendition too, so the story finds it offline.
    expect((await db.articles.get(ID))?.detail.article.audioRendition?.path).toBe(rendition.path);
  });

  it('asks nothing more of a kept podcast whose rendition is already kept', async () => {
    fakeCaches();
    const server = { rendition: true };
    fakeNetwork(server);
    await keepOffline({ kind: 'article', id: ID, userId: 'u' }, [ID]);
    const fetchMock = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', fetchMock);
    await syncKeptSets('u');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
