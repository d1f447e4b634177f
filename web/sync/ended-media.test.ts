import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it listens once per page, and each test is a new page. */
async function freshModule() {
  vi.resetModules();
  return import('./ended-media.ts');
}

/** An `<audio>` of the page playing `src` (for `articleId`, when given), reaching its end. */
function endAudio(src: string, articleId?: string): void {
  const audio = document.createElement('audio');
  Object.defineProperty(audio, 'currentSrc', { value: src });
  if (articleId) audio.dataset.articleId = articleId;
  document.body.append(audio);
  audio.dispatchEvent(new Event('ended'));
  audio.remove();
}

beforeEach(() => {
  document.body.replaceChildren();
});

describe('ended media', () => {
  it('keeps an end heard before the offline core set its handler, and hands it over then', async () => {
    const { listenForEndedMedia, onEndedMedia } = await freshModule();
    listenForEndedMedia();
    endAudio(`${location.origin}/media/a/episode.mp3`, 'article-a');
    const heard: Array<{ path: string; articleId: string | undefined }> = [];
    onEndedMedia((ended) => heard.push(ended));
    expect(heard).toEqual([{ path: '/media/a/episode.mp3', articleId: 'article-a' }]);
    endAudio(`${location.origin}/media/b/film.webm`);
    expect(heard).toEqual([
      { path: '/media/a/episode.mp3', articleId: 'article-a' },
      { path: '/media/b/film.webm', articleId: undefined },
    ]);
  });

  it('hands each end over once, to the last handler set, and ignores media with no source', async () => {
    const { listenForEndedMedia, onEndedMedia } = await freshModule();
    listenForEndedMedia();
    listenForEndedMedia();
    endAudio('');
    endAudio(`${location.origin}/media/a/episode.mp3`);
    const first: string[] = [];
    const second: string[] = [];
    onEndedMedia(({ path }) => first.push(path));
    onEndedMedia(({ path }) => second.push(path));
    endAudio(`${location.origin}/media/b/film.webm`);
    expect(first).toEqual(['/media/a/episode.mp3']);
    expect(second).toEqual(['/media/b/film.webm']);
  });

  it('starts listening when only the handler is set', async () => {
    const { onEndedMedia } = await freshModule();
    const heard: string[] = [];
    onEndedMedia(({ path }) => heard.push(path));
    endAudio(`${location.origin}/media/a/episode.mp3`);
    expect(heard).toEqual(['/media/a/episode.mp3']);
  });
});
