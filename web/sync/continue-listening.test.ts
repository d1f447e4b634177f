import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import type { Progress } from '#api/schemas/progress.ts';
import { db } from '#web/db/database.ts';
import { rememberArticle } from '#web/db/kept-articles.ts';
import { setSession } from '#web/lib/session.ts';
import { continueListening, refreshContinueListening } from './continue-listening.ts';
import { recordProgress } from './progress.ts';
import { lastingToken } from '#tests/utils/fake-token.ts';

const USER = 'c'.repeat(32);
const TOKEN = lastingToken();
const user = { id: 'u'.repeat(32), slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const id = (n: number) => String(n).padStart(32, '0');
const detail = (n: number, type: 1 | 2 | 3): ArticleDetail => ({
  article: {
    id: id(n),
    slug: `s-${n}`,
    type,
    textType: 0,
    title: `Item ${n}`,
    subTitle: '',
    coverImage: null,
    tribe: [],
    themes: [],
    user,
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
    audioFile: null,
    videoFile: null,
  },
  comments: [],
  relatedArticles: [],
});
const target = (n: number, kind: 'audio' | 'video' | 'text') => ({ id: id(n), title: `Item ${n}`, kind });
const at = (minute: number) => Date.parse(`2026-11-22T10:${String(minute).padStart(2, '0')}:00Z`);
const titles = async () => (await continueListening()).map((i) => i.article.title);

describe('continue listening', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession({ tokenInfo: { token: TOKEN, refreshToken: 'r', expiresAt: '', username: 'a@b.org' }, user: { ...user, id: USER } });
    for (const [n, type] of [
      [1, 2],
      [2, 3],
      [3, 2],
      [4, 1],
      [5, 2],
    ] as const)
      await rememberArticle(detail(n, type));
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('lists episodes and videos started and not finished, most recently moved first, offline from the device', async () => {
    await recordProgress(target(1, 'audio'), { position: 60, duration: 600 }, db, at(1));
    await recordProgress(target(2, 'video'), { position: 30, duration: 120 }, db, at(3));
    await recordProgress(target(3, 'audio'), { position: 590, duration: 600 }, db, at(4)); // finished
    await recordProgress(target(4, 'text'), { position: 0.5 }, db, at(5)); // a text
    await recordProgress(target(5, 'audio'), { position: 2, duration: 600 }, db, at(6)); // barely started
    expect(await titles()).toEqual(['Item 2', 'Item 1']);
    expect((await continueListening())[1]).toMatchObject({ position: 60, duration: 600 });
  });

  it('is empty for a listener with nothing in progress', async () => {
    expect(await continueListening()).toEqual([]);
  });

  it('brings positions from another device and keeps their articles so they show', async () => {
    const remote: Progress = { articleId: id(9), position: 100, duration: 300, finished: false, updatedAt: '2026-11-22T11:00:00.000Z' };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      const body = path === '/api/progress' ? { items: [remote], total: 1, nextCursor: null } : path === `/api/articles/${id(9)}` ? detail(9, 2) : null;
      return new Response(JSON.stringify(body ?? { error: { code: 'not_found', message: 'x' } }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await titles()).toEqual([]);
    await refreshContinueListening();
    expect(await titles()).toEqual(['Item 9']);
  });
});
