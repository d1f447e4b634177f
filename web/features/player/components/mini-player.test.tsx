import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '#api/schemas/article.ts';
import { FakeIntersectionObserver } from '#tests/utils/feed-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { article, detail, emptyList, file } from '#tests/utils/story-fixtures.ts';
import { db } from '#web/db/database.ts';
import { stop } from '../playback.ts';

// The waveform is wavesurfer.js's, drawn in a real browser (tests/e2e/mini-player.spec.ts).
vi.mock('wavesurfer.js', () => ({
  default: { create: () => ({ on: () => () => undefined, destroy: () => undefined, setMediaElement: () => undefined, load: () => Promise.resolve() }) },
}));
// Counts the mini-player's code being loaded: the shell must not load it before a podcast plays.
const loads = vi.hoisted(() => ({ miniPlayer: 0 }));
vi.mock('./mini-player.tsx', async (original) => {
  loads.miniPlayer += 1;
  return await original();
});

const A_ID = '0190f3a2b4c57d8e9f0a1b2c3d4e5f6a';
const B_ID = '0190f3a2b4c57d8e9f0a1b2c3d4e5f6b';
const podcast = (id: string, title: string, n: number): Article =>
  article({ id, slug: title.toLowerCase().replaceAll(' ', '-'), type: 2, title, content: '', coverImage: file(n), audioFile: { ...file(n + 1, 'audio'), durationSeconds: 600 } });
const episodeA = podcast(A_ID, 'Anansi and the pot', 10);
const episodeB = podcast(B_ID, 'The tortoise and the birds', 20);
const storyPath = (a: Article) => `/story/${a.slug}-${a.id}`;

function api() {
  fakeApi({
    [`/api/articles/${A_ID}`]: detail(episodeA),
    [`/api/articles/${B_ID}`]: detail(episodeB),
    '/api/articles': emptyList,
    '/api/users': emptyList,
    '/api/themes': emptyList,
    '/api/tribes': emptyList,
    '/api/ads': emptyList,
    '/api/collections': emptyList,
  });
}

/** The story's player's element once it shows it, reported loaded (10 minutes). */
async function playerAudio(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.podcast-player audio')).not.toBeNull());
  const audio = container.querySelector<HTMLAudioElement>('.podcast-player audio')!;
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => 600 });
  Object.defineProperty(audio, 'readyState', { configurable: true, get: () => 1 });
  fireEvent(audio, new Event('loadedmetadata'));
  return audio;
}

const player = (a: Article) => screen.findByRole('region', { name: `Podcast player: ${a.title}` });
const miniPlayer = () => screen.queryByRole('region', { name: 'Now playing' });

describe('the podcast heard across pages (mini-player)', () => {
  beforeEach(async () => {
    stop();
    loads.miniPlayer = 0;
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await db.progress.clear();
    api();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays on when the reader leaves the story, in a mini-player that pauses, resumes, goes back and closes', async () => {
    const view = await renderApp(storyPath(episodeA));
    const section = await player(episodeA);
    const audio = await playerAudio(view.container);
    act(() => FakeIntersectionObserver.show(section));
    // Nothing played yet: the shell has not loaded the mini-player's code.
    expect(loads.miniPlayer).toBe(0);
    fireEvent.click(within(section).getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
    // The story's player is on screen: no mini-player for it, even once the code is there.
    await waitFor(() => expect(loads.miniPlayer).toBe(1));
    expect(miniPlayer()).toBeNull();

    await act(() => view.router.navigate({ to: '/about' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Podcast player/ })).toBeNull());
    // Still the same element, in the page, playing.
    expect(audio.isConnected).toBe(true);
    expect(audio.paused).toBe(false);
    const mini = await screen.findByRole('region', { name: 'Now playing' });
    expect(within(mini).getByRole('link', { name: episodeA.title })).toBeTruthy();
    expect(within(mini).getByText(/Ada Obi/)).toBeTruthy();

    fireEvent.click(await within(mini).findByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    fireEvent.click(await within(mini).findByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
    audio.currentTime = 100;
    fireEvent.click(within(mini).getByRole('button', { name: 'Forward 15 seconds' }));
    expect(audio.currentTime).toBe(115);
    fireEvent.click(within(mini).getByRole('button', { name: 'Back 15 seconds' }));
    expect(audio.currentTime).toBe(100);

    // The title leads back to the story, whose player shows the same element, still playing.
    fireEvent.click(within(mini).getByRole('link', { name: episodeA.title }));
    const again = await player(episodeA);
    await waitFor(() => expect(again.querySelector('audio')).toBe(audio));
    expect(audio.paused).toBe(false);
    expect(within(again).getByRole('button', { name: 'Pause' })).toBeTruthy();

    // Scrolled out of view, the mini-player shows on the story too; its close button stops it.
    act(() => FakeIntersectionObserver.show(again, 0));
    const closing = await screen.findByRole('region', { name: 'Now playing' });
    fireEvent.click(within(closing).getByRole('button', { name: 'Stop and close the player' }));
    expect(audio.paused).toBe(true);
    await waitFor(() => expect(miniPlayer()).toBeNull());
    await waitFor(async () => expect((await db.progress.get(['', A_ID]))?.position).toBe(100));
  });

  it('keeps saving the position and the lock-screen controls while it plays on another page', async () => {
    const handlers = new Map<string, ((details: Record<string, unknown>) => void) | null>();
    const session = { metadata: null as unknown, playbackState: 'none', setActionHandler: (action: string, handler: never) => handlers.set(action, handler), setPositionState: vi.fn() };
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: Record<string, unknown>) {}
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    try {
      const view = await renderApp(storyPath(episodeA));
      const audio = await playerAudio(view.container);
      fireEvent.click(within(await player(episodeA)).getByRole('button', { name: 'Play' }));
      await act(() => view.router.navigate({ to: '/about' }));
      await screen.findByRole('region', { name: 'Now playing' });

      audio.currentTime = 42;
      fireEvent(audio, new Event('timeupdate'));
      await waitFor(async () => expect((await db.progress.get(['', A_ID]))?.position).toBe(42));
      expect((session.metadata as { init: Record<string, unknown> }).init).toMatchObject({ title: episodeA.title, artist: 'Ada Obi' });
      handlers.get('pause')!({});
      expect(audio.paused).toBe(true);
      await waitFor(() => expect(session.playbackState).toBe('paused'));
    } finally {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
    }
  });

  it('lets another story’s player wait while a podcast plays, until the reader plays that one', async () => {
    const view = await renderApp(storyPath(episodeA));
    const audio = await playerAudio(view.container);
    fireEvent.click(within(await player(episodeA)).getByRole('button', { name: 'Play' }));
    audio.currentTime = 30;

    await act(() => view.router.navigate({ to: '/story/$id', params: { id: `${episodeB.slug}-${B_ID}` } }));
    const other = await player(episodeB);
    // Episode A plays on, in the mini-player; B's player does not take the element.
    const mini = await screen.findByRole('region', { name: 'Now playing' });
    expect(within(mini).getByRole('link', { name: episodeA.title })).toBeTruthy();
    expect(other.querySelector('audio')).toBeNull();
    expect(audio.paused).toBe(false);

    fireEvent.click(within(other).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(other.querySelector('audio')).not.toBeNull());
    const now = other.querySelector('audio')!;
    expect(now.getAttribute('src')).toBe(episodeB.audioFile!.path);
    expect(now.paused).toBe(false);
    // A's place was saved as B took over.
    await waitFor(async () => expect((await db.progress.get(['', A_ID]))?.position).toBe(30));
  });

  it('names the speed menu in French too', async () => {
    await renderApp(storyPath(episodeA), { language: 'fr' });
    const section = await screen.findByRole('region', { name: `Lecteur de podcast : ${episodeA.title}` });
    const speed = within(section).getByRole('combobox', { name: 'Vitesse de lecture' });
    // Its own name, not one borrowed from a wrapping label's hidden text.
    expect(speed.getAttribute('aria-label')).toBe('Vitesse de lecture');
  });
});
