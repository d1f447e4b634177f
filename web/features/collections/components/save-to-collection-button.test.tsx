import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { collectionRowOf } from '#web/db/collections.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { sessionFor } from '#tests/utils/people-fixtures.ts';
import { article, ARTICLE_ID, author, detail, emptyList } from '#tests/utils/story-fixtures.ts';
import { SWIPE_CLOSE_PX } from './use-swipe-down.ts';

const session = sessionFor(author, 'ada@example.org');
const trips = { id: 'b'.repeat(32), name: 'Trips', isDefault: false, articleCount: 0, articles: [], updatedAt: '2026-10-02T00:00:00.000Z' };

/** The story answers; every write fails at the network, as offline: changes stay on the device. */
function storyApi() {
  return fakeApi({
    '/api/themes': emptyList,
    '/api/articles?limit=5': emptyList,
    '/api/users': emptyList,
    [`/api/articles/${ARTICLE_ID}`]: detail(article()),
    '/api/collections': (req: Request) => {
      if (req.method !== 'GET') throw new TypeError('Failed to fetch');
      return { items: [trips], total: 1, nextCursor: null };
    },
  });
}

async function openStory(language: 'en' | 'fr' = 'en') {
  storyApi();
  setSession(session);
  const view = await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`, { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('save to a collection', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    await db.collections.put(collectionRowOf(author.id, trips));
  });
  afterEach(() => setSession(null));

  it('creates a collection holding the story from the panel, then Done closes it and focus goes back to the opener', async () => {
    await openStory();
    const opener = await screen.findByRole('button', { name: 'Save to a collection' });
    fireEvent.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Save “The weavers of Bamenda” to…' });
    // Focus starts in the panel, on the first collection.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: 'Trips' })));

    fireEvent.click(within(panel).getByRole('button', { name: 'New collection' }));
    const name = within(panel).getByRole('textbox', { name: 'Name of the new collection' });
    fireEvent.change(name, { target: { value: 'Weaving' } });
    fireEvent.submit(name.closest('form')!);

    // The new collection, ticked, holds the story on the device (and its creation is queued).
    expect(await within(panel).findByRole('checkbox', { name: 'Weaving', checked: true })).toBeTruthy();
    const created = (await db.collections.toArray()).find((c) => c.name === 'Weaving');
    expect(created?.articles.map((a) => a.id)).toEqual([ARTICLE_ID]);
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'New collection' })));

    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape cancels the name form first, then closes the panel and gives focus back, in French too', async () => {
    await openStory('fr');
    const opener = await screen.findByRole('button', { name: 'Enregistrer dans une collection' });
    fireEvent.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Enregistrer « The weavers of Bamenda » dans…' });
    expect(within(panel).getByRole('button', { name: 'Terminé' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: 'Trips' })));
    fireEvent.click(within(panel).getByRole('button', { name: 'Nouvelle collection' }));
    const name = within(panel).getByRole('textbox', { name: 'Nom de la nouvelle collection' });

    fireEvent.keyDown(name, { key: 'Escape' });
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(panel);

    fireEvent.keyDown(within(panel).getByRole('checkbox', { name: 'Trips' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a swipe down of its head past the threshold, springs back short of it', async () => {
    const { container } = await openStory();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to a collection' }));
    const head = container.querySelector('.save-to__head')!;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(head, { pointerId: 1, pointerType: 'touch', clientY: 500 });
      fireEvent.pointerMove(head, { pointerId: 1, pointerType: 'touch', clientY: 500 + distance });
      fireEvent.pointerUp(head, { pointerId: 1, pointerType: 'touch', clientY: 500 + distance });
    };
    swipe(SWIPE_CLOSE_PX - 20);
    expect(screen.getByRole('dialog')).toBeTruthy();
    swipe(SWIPE_CLOSE_PX + 20);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save to a collection' }));
  });
});
