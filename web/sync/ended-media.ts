/**
 * Every `<audio>`/`<video>` of the page that plays to its end, heard from the app's start
 * (`boot` listens) and handed to the one handler the offline core sets later (`onEndedMedia`).
 * That core starts only once the page is idle, seconds after the page on a busy phone, and an
 * episode the player resumes near its end can finish before that: its end is kept until then.
 * The `ended` event does not bubble, hence the capture.
 */

/**
 * A medium that played to its end: its path, and the article it belongs to (the element's
 * `data-article-id`). The article is what counts: the server may have replaced the article's file
 * since it was kept (a podcast's loudness-normalised rendition is a new file, with a new path).
 */
export interface EndedMedia {
  path: string;
  articleId: string | undefined;
}

let listening = false;
const heardBeforeHandler: EndedMedia[] = [];
let handler: ((ended: EndedMedia) => void) | null = null;

/** Starts listening (once per page); ends heard before a handler is set wait for it. */
export function listenForEndedMedia(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'ended',
    (event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement) || !media.currentSrc) return;
      const ended = { path: new URL(media.currentSrc, location.href).pathname, articleId: media.dataset.articleId };
      if (handler) handler(ended);
      else heardBeforeHandler.push(ended);
    },
    true,
  );
}

/** Hands every end, those heard already first, to `onEnded` (the last one set). */
export function onEndedMedia(onEnded: (ended: EndedMedia) => void): void {
  listenForEndedMedia();
  handler = onEnded;
  for (const ended of heardBeforeHandler.splice(0)) onEnded(ended);
}
