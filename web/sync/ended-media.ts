/**
 * Every `<audio>`/`<video>` of the page that plays to its end, heard from the app's start
 * (`boot` listens) and handed to the one handler the offline core sets later (`onEndedMedia`).
 * That core starts only once the page is idle, seconds after the page on a busy phone, and an
 * episode the player resumes near its end can finish before that: its end is kept until then.
 * The `ended` event does not bubble, hence the capture.
 */
let listening = false;
const heardBeforeHandler: string[] = [];
let handler: ((path: string) => void) | null = null;

/** Starts listening (once per page); ends heard before a handler is set wait for it. */
export function listenForEndedMedia(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'ended',
    (event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement) || !media.currentSrc) return;
      const path = new URL(media.currentSrc, location.href).pathname;
      if (handler) handler(path);
      else heardBeforeHandler.push(path);
    },
    true,
  );
}

/** Hands the media path of every end, those heard already first, to `onEnded` (the last one set). */
export function onEndedMedia(onEnded: (path: string) => void): void {
  listenForEndedMedia();
  handler = onEnded;
  for (const path of heardBeforeHandler.splice(0)) onEnded(path);
}
