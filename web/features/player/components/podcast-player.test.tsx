import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '#api/schemas/article.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { db } from '#web/db/database.ts';
import { stop } from '../playback.ts';
import { RATE_KEY } from '../playback-rate.ts';

// The waveform is drawn by wavesurfer.js in a real browser (covered by the e2e spec); here it is a
// stand-in that records how it was created, the element it plays through and what it loaded.
type SurferOptions = { media?: HTMLMediaElement; url?: string; peaks?: number[][]; duration?: number };
type Load = { url: string; peaks?: number[][]; duration?: number };
const created: SurferOptions[] = [];
const playsThrough: HTMLMediaElement[] = [];
const loads: Load[] = [];
/** For each creation: whether a load came before the creating task's microtasks ran out. */
const loadedInCreatingTask: boolean[] = [];
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: SurferOptions) => {
      created.push(options);
      const before = loads.length;
      setTimeout(() => loadedInCreatingTask.push(loads.length > before), 0);
      return {
        on: () => () => undefined,
        destroy: () => undefined,
        setMediaElement: (media: HTMLMediaElement) => playsThrough.push(media),
        load: (url: string, peaks?: number[][], duration?: number) => {
          loads.push({ url, peaks, duration });
          return Promise.resolve();
        },
      };
    },
  },
}));

const ID = '0190f3a2b4c57d8e9f0a1b2c3d4e5f61';
const user = { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const audioFile = { id: 'd'.repeat(32), path: `/media/${'d'.repeat(32)}/tale.mp3`, name: 'tale.mp3', mime: 'audio/mpeg', size: 1, kind: 'audio' as const, durationSeconds: 600 };
const podcast: Article = {
  id: ID,
  slug: 'anansi-and-the-pot',
  type: 2,
  textType: 0,
  title: 'Anansi and the pot of wisdom',
  subTitle: '',
  coverImage: { ...audioFile, id: 'e'.repeat(32), path: '/media/cover.jpg', kind: 'image', mime: 'image/jpeg' },
  tribe: [],
  themes: [],
  user,
  favorite: false,
  language: 'en',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  version: 1,
  content: '',
  images: [],
  tags: [],
  references: [],
  inspiredBy: [],
  sections: [],
  audioFile,
  videoFile: null,
};

/** A loaded media element of 10 minutes, as the browser would report it. */
function loaded(audio: HTMLAudioElement, duration = 600) {
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'readyState', { configurable: true, get: () => 1 });
  fireEvent(audio, new Event('loadedmetadata'));
}

async function openPodcast(article: Article = podcast, more: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...more,
    [`/api/articles/${ID}`]: { article, comments: [], relatedArticles: [] },
    '/api/articles': { items: [], total: 0, nextCursor: null },
    '/api/users': { items: [], total: 0, nextCursor: null },
    '/api/themes': { items: [], total: 0, nextCursor: null },
  });
  const view = await renderApp(`/story/anansi-and-the-pot-${ID}`);
  await screen.findByRole('region', { name: 'Podcast player: Anansi and the pot of wisdom' });
  // The waveform is drawn once the server's peaks are known (or known to be unavailable).
  await waitFor(() => expect(loads.length).toBeGreaterThan(0));
  return Object.assign(view.container.querySelector('audio')!, { requests: api.requests });
}

const PEAKS = Array.from({ length: 400 }, (_, i) => (i % 10) / 10);
const askedPeaks = (requests: Request[]) => requests.filter((r) => new URL(r.url).pathname === `/api/files/${audioFile.id}/peaks`).length;

const currentTime = () => screen.getByTestId('player-current').textContent;

describe('podcast player', () => {
  beforeEach(async () => {
    created.length = 0;
    playsThrough.length = 0;
    loads.length = 0;
    loadedInCreatingTask.length = 0;
    // The shared element outlives pages, hence tests: each starts with nothing loaded.
    stop();
    await db.progress.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the waveform through the page’s own audio element', async () => {
    const audio = await openPodcast();
    expect(audio.getAttribute('src')).toBe(audioFile.path);
    // Its end marks the episode finished, whatever file the server serves for it by then.
    expect(audio.dataset.articleId).toBe(podcast.id);
    expect(playsThrough).toEqual([audio]);
    expect(loads.at(-1)!.url).toBe(new URL(audioFile.path, location.href).href);
  });

  it('creates the waveform with nothing to load, and loads it in a later task', async () => {
    await openPodcast({ ...podcast, audioFile: { ...audioFile, peaks: PEAKS } });
    // Created on the page's element or with a source, wavesurfer would load at once, in the task
    // that creates it (and from the element's source, without the peaks).
    expect(created).toHaveLength(1);
    expect(created[0]!.media).not.toBe(playsThrough[0]);
    expect(created[0]!.media!.isConnected).toBe(false);
    expect(created[0]!.media!.getAttribute('src')).toBeNull();
    expect(created[0]).not.toHaveProperty('url');
    expect(created[0]).not.toHaveProperty('peaks');
    await waitFor(() => expect(loadedInCreatingTask).toEqual([false]));
  });

  it('draws the waveform the article carries, so the episode is not downloaded to draw it', async () => {
    const audio = await openPodcast({ ...podcast, audioFile: { ...audioFile, peaks: PEAKS } });
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ peaks: [PEAKS], duration: 600 });
    expect(askedPeaks(audio.requests)).toBe(0);
  });

  it('asks the server for the waveform the article lacks', async () => {
    const audio = await openPodcast(podcast, { [`/api/files/${audioFile.id}/peaks`]: { peaks: PEAKS } });
    expect(askedPeaks(audio.requests)).toBe(1);
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ peaks: [PEAKS], duration: 600 });
  });

  it('decodes the audio itself when the server cannot give the waveform (offline, older server)', async () => {
    const audio = await openPodcast();
    expect(askedPeaks(audio.requests)).toBe(1);
    expect(loads).toHaveLength(1);
    expect(loads[0]!.peaks).toBeUndefined();
    expect(loads[0]!.url).toBe(new URL(audioFile.path, location.href).href);
  });

  it('plays and pauses, and skips 15 s back and forth within the podcast', async () => {
    const audio = await openPodcast();
    loaded(audio);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(audio.paused).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(audio.currentTime).toBe(15);
    expect(currentTime()).toBe('0:15');
    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(audio.currentTime).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(audio.currentTime).toBe(0);
    audio.currentTime = 595;
    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(audio.currentTime).toBe(600);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    // Space toggles playback when the player (here its position slider) has focus.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Position in the podcast' }), { key: ' ' });
    expect(audio.paused).toBe(false);
  });

  it('changes speed among 0.75×, 1×, 1.25×, 1.5× and 2×, and remembers the choice', async () => {
    const audio = await openPodcast();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(Array.from((speed as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
    expect(localStorage.getItem(RATE_KEY)).toBe('1.5');
  });

  it('resumes where the listener stopped and saves the position while playing, on pause and at the end', async () => {
    await db.progress.put({ userId: '', articleId: ID, kind: 'audio', position: 120, duration: 600, finished: false, updatedAt: new Date().toISOString() });
    const audio = await openPodcast();
    loaded(audio);
    await waitFor(() => expect(audio.currentTime).toBe(120));
    // The browser reports the seek it made.
    fireEvent(audio, new Event('seeked'));
    await waitFor(() => expect(currentTime()).toBe('2:00'));

    const saved = async () => db.progress.get(['', ID]);
    await audio.play();
    audio.currentTime = 126;
    fireEvent(audio, new Event('timeupdate'));
    // Less than SAVE_EVERY_SECONDS of playback since the last save: nothing written yet.
    expect((await saved())?.position).toBe(120);
    audio.currentTime = 131;
    fireEvent(audio, new Event('timeupdate'));
    await waitFor(async () => expect((await saved())?.position).toBe(131));
    audio.currentTime = 133;
    audio.pause();
    await waitFor(async () => expect((await saved())?.position).toBe(133));
    fireEvent(audio, new Event('ended'));
    await waitFor(async () => expect(await saved()).toMatchObject({ position: 600, finished: true }));
  });

  it('gives the lock screen the title, author and cover, and its play/seek controls', async () => {
    const handlers = new Map<string, (details: Record<string, unknown>) => void>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, handler: never) => handlers.set(action, handler),
      setPositionState: vi.fn(),
    };
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: Record<string, unknown>) {}
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    try {
      const audio = await openPodcast();
      loaded(audio);
      expect((session.metadata as { init: Record<string, unknown> }).init).toMatchObject({
        title: 'Anansi and the pot of wisdom',
        artist: 'Ada Obi',
        artwork: [{ src: `${location.origin}/media/cover.jpg` }],
      });
      // Without chapters, previous/next track are left to the browser (their handlers cleared).
      expect(
        [...handlers]
          .filter(([, handler]) => handler)
          .map(([action]) => action)
          .sort(),
      ).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);
      handlers.get('seekforward')!({});
      expect(audio.currentTime).toBe(15);
      handlers.get('seekto')!({ seekTime: 300 });
      expect(audio.currentTime).toBe(300);
      handlers.get('seekbackward')!({ seekOffset: 10 });
      expect(audio.currentTime).toBe(290);
      handlers.get('play')!({});
      expect(audio.paused).toBe(false);
    } finally {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
    }
  });

  const timed: Article = {
    ...podcast,
    chapters: [
      { title: 'Opening', start: 0 },
      { title: 'The pot', start: 60 },
      { title: 'The fall', start: 300 },
    ],
    transcript: {
      format: 'cues',
      cues: [
        { start: 1, end: 5, text: 'Welcome to Fireside Tales.' },
        { start: 62, end: 70, text: 'Anansi gathered all the wisdom.' },
      ],
    },
  };

  it('shows the chapters in the player: choosing one plays from its start, and the one playing is marked', async () => {
    const audio = await openPodcast(timed);
    loaded(audio);
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    const pot = screen.getByRole('button', { name: '1:00 The pot' });
    expect(chapters.contains(pot)).toBe(true);
    fireEvent.click(pot);
    expect(audio.currentTime).toBe(60);
    expect(audio.paused).toBe(false);
    await waitFor(() => expect(pot.getAttribute('aria-current')).toBe('true'));
    expect(screen.getByRole('button', { name: '0:00 Opening' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the transcript: a cue seeks there, and the cue being heard is current', async () => {
    const audio = await openPodcast(timed);
    loaded(audio);
    expect(screen.getByText('Transcript').closest('details')!.open).toBe(true);
    const cue = screen.getByRole('button', { name: /Anansi gathered all the wisdom/ });
    expect(cue.getAttribute('aria-current')).toBeNull();
    fireEvent.click(cue);
    expect(audio.currentTime).toBe(62);
    await waitFor(() => expect(cue.getAttribute('aria-current')).toBe('true'));
    // Between cues, none is current.
    audio.currentTime = 30;
    fireEvent(audio, new Event('timeupdate'));
    await waitFor(() => expect(cue.getAttribute('aria-current')).toBeNull());
    expect(screen.getByRole('button', { name: /Welcome to Fireside Tales/ }).getAttribute('aria-current')).toBeNull();
  });

  it('gives the lock screen the chapters, and previous/next track jump between them', async () => {
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
      const audio = await openPodcast(timed);
      loaded(audio);
      expect((session.metadata as { init: Record<string, unknown> }).init.chapterInfo).toEqual([
        { title: 'Opening', startTime: 0 },
        { title: 'The pot', startTime: 60 },
        { title: 'The fall', startTime: 300 },
      ]);
      handlers.get('nexttrack')!({});
      expect(audio.currentTime).toBe(60);
      handlers.get('nexttrack')!({});
      expect(audio.currentTime).toBe(300);
      handlers.get('nexttrack')!({});
      expect(audio.currentTime).toBe(300);
      audio.currentTime = 320;
      handlers.get('previoustrack')!({});
      expect(audio.currentTime).toBe(300);
      // Right after a chapter's start, "previous" goes to the chapter before.
      handlers.get('previoustrack')!({});
      expect(audio.currentTime).toBe(60);
    } finally {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
    }
  });
});
