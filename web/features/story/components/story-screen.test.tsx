import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { RENDITION_POLL_MS } from '../api/get-article.ts';
import { article, ARTICLE_ID, author, detail, emptyList, file, section, summary } from '#tests/utils/story-fixtures.ts';

function routes(body: unknown) {
  return {
    '/api/themes': emptyList,
    '/api/articles?limit=5': { items: [summary({ id: 'b'.repeat(32), title: 'Latest from the coast', slug: 'latest-from-the-coast' })], total: 1, nextCursor: null },
    '/api/users': { items: [author, { ...author, id: 'c'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah' }], total: 2, nextCursor: null },
    [`/api/articles/${ARTICLE_ID}`]: body,
    [`/api/articles/${ARTICLE_ID}/comments`]: { items: [], total: 0, nextCursor: null },
  };
}

describe('story page', () => {
  it('takes the id from the last dash-separated segment and shows the header, text and extras', async () => {
    const api = fakeApi(routes(detail(article())));
    await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'The weavers of Bamenda' })).toBeTruthy();
    expect(api.requests.some((r) => new URL(r.url).pathname === `/api/articles/${ARTICLE_ID}`)).toBe(true);
    expect(screen.getByText('Cloth, colour and memory in the Grassfields')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Ada Obi/ })[0]!.getAttribute('href')).toBe('/people/ada-obi');
    expect(screen.getByRole('link', { name: /Tribe: Bamiléké/ }).getAttribute('href')).toBe('/?tr=bamileke-3');
    expect(screen.getByRole('link', { name: /Theme: Crafts/ }).getAttribute('href')).toBe('/?th=crafts-7');
    expect(screen.getByText('First paragraph of the story.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph, after a blank line.').tagName).toBe('P');
    expect(screen.getByText('#weaving')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'References' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://example.org/ndop' })).toBeTruthy();
    expect(screen.getByText('My grandmother')).toBeTruthy();
    // The discussion comes under the article (its own tests: web/features/comments).
    expect(await screen.findByRole('region', { name: 'Comments' })).toBeTruthy();
    expect(await screen.findByText('Latest from the coast')).toBeTruthy();
    expect(await screen.findByText('Kofi Mensah')).toBeTruthy();
  });

  it('shows the comment count in the header (a link to the thread) and on cards of related stories (issue #28)', async () => {
    const related = summary({ id: 'b'.repeat(32), title: 'Discussed elsewhere', slug: 'discussed-elsewhere', commentCount: 12 });
    const quiet = summary({ id: 'c'.repeat(32), title: 'Not discussed', slug: 'not-discussed', commentCount: 0 });
    fakeApi(routes(detail(article({ commentCount: 3 }), { relatedArticles: [related, quiet] })));
    await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);
    const count = await screen.findByRole('link', { name: '3 comments' });
    expect(count.getAttribute('href')).toBe('#comments-title');
    const card = (await screen.findByText('Discussed elsewhere')).closest('article')!;
    expect(within(card).getByText('12 comments')).toBeTruthy();
    expect(within(screen.getByText('Not discussed').closest('article')!).queryByText(/comments/)).toBeNull();
  });

  it('sets the page title and the Open Graph tags', async () => {
    fakeApi(routes(detail(article())));
    await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'The weavers of Bamenda' });
    expect(document.title).toBe('The weavers of Bamenda · Tribes');
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('The weavers of Bamenda · Tribes');
    expect(meta('og:description')).toBe('Cloth, colour and memory in the Grassfields');
    expect(meta('og:image')).toMatch(/\/media\/f+1\/image-1\.jpg$/);
  });

  it('shows story-mode sections in their position order, with image and caption', async () => {
    const sections = [section(3, 'Third: the market'), section(1, 'First: the loom'), section(2, 'Second: the dye')];
    fakeApi(routes(detail(article({ textType: 1, content: '', sections }))));
    await renderApp(`/story/x-${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['First: the loom', 'Second: the dye', 'Third: the market']);
    expect(screen.getByText('Caption of First: the loom').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('Text of Second: the dye.')).toBeTruthy();
  });

  it.each([1, 2, 3, 4])('lays out %i image(s) in the matching gallery and enlarges one on click', async (count) => {
    const images = Array.from({ length: count }, (_, i) => file(10 + i));
    fakeApi(routes(detail(article({ images }))));
    await renderApp(`/story/x-${ARTICLE_ID}`);
    const buttons = await screen.findAllByRole('button', { name: /^Enlarge image/ });
    expect(buttons).toHaveLength(count);
    expect(buttons[0]!.closest('.gallery')!.classList.contains(`gallery--${count}`)).toBe(true);

    fireEvent.click(buttons[count - 1]!);
    const dialog = screen.getByRole('dialog', { name: `Image ${count} of ${count}` });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(images[count - 1]!.path);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays a video inline with the cover as poster', async () => {
    fakeApi(routes(detail(article({ type: 3, videoFile: file(20, 'video') }))));
    const { container } = await renderApp(`/story/x-${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    // The picture's copy for the story column (web/lib/image-sources.ts).
    const poster = `${file(1).path}?w=960`;
    expect(video.getAttribute('poster')).toBe(poster);
    // The poster is the largest paint: asked for first, from the head (issue #11).
    expect(document.head.querySelector(`link[rel="preload"][as="image"][href="${poster}"]`)?.getAttribute('fetchpriority')).toBe('high');
    expect(video.querySelector('source')!.getAttribute('src')).toBe(file(20, 'video').path);
    // Its end marks the article finished, whatever file the server serves for it by then.
    expect(video.dataset.articleId).toBe(ARTICLE_ID);
  });

  it("shows the page's own play button (a link to the file) until the video plays, then the native controls, focused", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      fakeApi(routes(detail(article({ type: 3, title: 'Drums at dawn', videoFile: file(20, 'video') }))));
      const { container } = await renderApp(`/story/x-${ARTICLE_ID}`, { language: 'fr' });
      await screen.findByRole('heading', { level: 1 });
      const video = container.querySelector('video')!;
      // Native controls repaint every frame while they load: none before the reader asks to play.
      expect(video.hasAttribute('controls')).toBe(false);
      const button = screen.getByRole('link', { name: 'Lire la vidéo : Drums at dawn' });
      expect(button.getAttribute('href')).toBe(file(20, 'video').path);
      fireEvent.click(button);
      await waitFor(() => expect(video.hasAttribute('controls')).toBe(true));
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('link', { name: /^Lire la vidéo/ })).toBeNull();
      expect(document.activeElement).toBe(video);
    } finally {
      play.mockRestore();
    }
  });

  it('shows the native controls when the video starts another way (media keys, another control)', async () => {
    fakeApi(routes(detail(article({ type: 3, videoFile: file(20, 'video') }))));
    const { container } = await renderApp(`/story/x-${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    fireEvent.play(video);
    await waitFor(() => expect(video.hasAttribute('controls')).toBe(true));
    expect(screen.queryByRole('link', { name: /^Play the video/ })).toBeNull();
  });

  it('plays the podcast rendition once the server has made it, the original recording until then', async () => {
    const original = { ...file(30, 'audio'), mime: 'audio/webm' };
    const rendition = { ...file(31, 'audio'), mime: 'audio/mpeg' };
    fakeApi(routes(detail(article({ type: 2, audioFile: original, audioRendition: rendition }))));
    const ready = await renderApp(`/story/x-${ARTICLE_ID}`);
    await waitFor(() => expect(ready.container.querySelector('audio')?.getAttribute('src')).toBe(rendition.path));
    ready.unmount();

    fakeApi(routes(detail(article({ type: 2, audioFile: original, audioRendition: null }))));
    const pending = await renderApp(`/story/x-${ARTICLE_ID}`);
    await waitFor(() => expect(pending.container.querySelector('audio')?.getAttribute('src')).toBe(original.path));
  });

  it('plays a trimmed episode only once its rendition is made: the original still holds what the author cut out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const original = { ...file(30, 'audio'), mime: 'audio/webm' };
      const rendition = { ...file(31, 'audio'), mime: 'audio/mpeg' };
      const trimmed = { type: 2 as const, audioFile: original, audioCuts: [{ start: 0, end: 2000 }] };
      let ready = false;
      fakeApi(routes(() => detail(article({ ...trimmed, audioRendition: ready ? rendition : null }))));
      const view = await renderApp(`/story/x-${ARTICLE_ID}`, { language: 'fr' });
      expect((await screen.findByText('L’épisode est en préparation : il pourra être écouté ici dans un instant.')).getAttribute('role')).toBe('status');
      expect(view.container.querySelector('audio')).toBeNull();

      // The page asks again on its own: once the rendition is made, it plays, trimmed.
      ready = true;
      await vi.advanceTimersByTimeAsync(RENDITION_POLL_MS);
      await waitFor(() => expect(view.container.querySelector('audio')?.getAttribute('src')).toBe(rendition.path));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens an article read before from the device when the network is gone', async () => {
    fakeApi(routes(detail(article({ title: 'Kept for the road' }))));
    const first = await renderApp(`/story/x-${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Kept for the road' });
    await waitFor(async () => expect(await db.articles.get(ARTICLE_ID)).toBeTruthy());
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderApp(`/story/x-${ARTICLE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kept for the road' })).toBeTruthy();
    expect(screen.getByText('First paragraph of the story.')).toBeTruthy();
    // The latest stories come from the device too (the panel once said they could not be loaded).
    const panel = screen.getByRole('region', { name: 'Latest stories' });
    await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(panel).queryByText('The latest stories could not be loaded.')).toBeNull();
    await db.articles.clear();
  });

  it('says the story does not exist when the API answers 404, in French too', async () => {
    fakeApi(routes(new Response(JSON.stringify({ error: { code: 'article_not_found', message: 'Article not found' } }), { status: 404 })));
    await renderApp(`/story/gone-${ARTICLE_ID}`, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Cette histoire n’existe pas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux histoires' }).getAttribute('href')).toBe('/');
  });
});
