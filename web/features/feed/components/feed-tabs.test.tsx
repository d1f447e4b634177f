import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { rememberArticle } from '#web/db/kept-articles.ts';
import { followedOnDevice, rememberFollowed } from '#web/sync/followed-offline.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, articleOf, list, sessionFor } from '#tests/utils/people-fixtures.ts';

const followedStory = { ...articleOf(ada, 1), title: 'Followed story' };
const anyStory = { ...articleOf(ada, 2), title: 'A story of anyone' };

/** A story kept on the device, as an opened story is kept. */
const kept = (n: number, title: string, user = ada): Promise<void> =>
  rememberArticle({
    article: { ...articleOf(user, n), title, content: 'Body', images: [], tags: [], references: [], inspiredBy: [], sections: [], audioFile: null, videoFile: null },
    comments: [],
    relatedArticles: [],
  } as unknown as ArticleDetail);

function feedApi(following: unknown[]) {
  return fakeApi({
    '/api/themes': list([]),
    '/api/tribes': list([{ id: 12, name: 'Bamileke' }]),
    '/api/users': list([]),
    '/api/articles': list([anyStory]),
    '/api/feed/following': list(following),
    '/api/follows': list([{ kind: 'users', id: ada.id, followedAt: '2026-11-01T00:00:00.000Z', user: ada }]),
  });
}

async function openHome(path: string, signedIn: boolean, language: 'en' | 'fr' = 'en') {
  const session = signedIn ? sessionFor({ ...ada, id: 'b'.repeat(32) }, 'me@example.org') : null;
  setSession(session);
  const view = await renderApp(path, { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('Following feed on home (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('switches a signed-in reader to the stories of whom they follow, with the same filters (tr, th)', async () => {
    const api = feedApi([followedStory]);
    await openHome('/?tr=bamileke-12', true);
    expect(await screen.findByRole('heading', { name: 'A story of anyone' })).toBeTruthy();
    const tab = screen.getByRole('link', { name: 'Following' });
    const all = screen.getByRole('link', { name: 'All stories' });
    expect([all.getAttribute('aria-current'), tab.getAttribute('aria-current')]).toEqual(['page', null]);
    fireEvent.click(tab);
    expect(await screen.findByRole('heading', { name: 'Followed story' })).toBeTruthy();
    await waitFor(() => expect([all.getAttribute('aria-current'), tab.getAttribute('aria-current')]).toEqual([null, 'page']));
    const asked = api.requests.map((r) => new URL(r.url)).find((u) => u.pathname === '/api/feed/following')!;
    expect([asked.searchParams.get('tr'), asked.searchParams.get('tribe')]).toEqual(['12', null]);
    // What the reader follows is kept on the device, for this feed offline.
    await waitFor(async () => expect([...((await followedOnDevice('b'.repeat(32))) ?? [])]).toEqual([`users:${ada.id}`]));
  });

  it('says whom to follow when the Following feed is empty, in French', async () => {
    feedApi([]);
    await openHome('/?feed=following', true, 'fr');
    expect(await screen.findByText('Suivez des auteurs, des tribus ou des thèmes pour voir leurs histoires ici.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver des personnes à suivre' }).getAttribute('href')).toBe('/peoples');
  });

  it('offline, shows the kept stories of whom the reader follows, as the device last knew it', async () => {
    fakeApi({
      '/api/themes': list([]),
      '/api/tribes': list([]),
      '/api/users': list([]),
      '/api/feed/following': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await kept(1, 'Kept story by Ada');
    await kept(2, 'Kept story by someone else', { ...ada, id: 'c'.repeat(32), slug: 'binta' });
    await rememberFollowed('b'.repeat(32), [`users:${ada.id}`]);
    await openHome('/?feed=following', true);
    expect(await screen.findByRole('heading', { name: 'Kept story by Ada' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Kept story by someone else' })).toBeNull();
  });

  it('shows the main feed and no tabs to an anonymous reader, even from a Following link', async () => {
    const api = feedApi([followedStory]);
    await openHome('/?feed=following', false);
    expect(await screen.findByRole('heading', { name: 'A story of anyone' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Following' })).toBeNull();
    expect(api.requests.some((r) => new URL(r.url).pathname === '/api/feed/following')).toBe(false);
  });
});
