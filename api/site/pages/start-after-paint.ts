import { escapeHtml } from '../heads/route-head.ts';

/** Manifest key of the script that starts the app once a server-rendered page is painted. */
const GATE_KEY = 'start-after-paint.ts';

/** The build's entry script, as Vite writes it in `index.html`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
/** The preloads of the app's code, Vite's and the route's (web-app.ts). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** The status line's words for web/start-retry.ts, as meta elements. */
const statusTexts = (startUp?: { offline: string; retrying: string }) =>
  startUp ? `<meta name="app-start-offline" content="${escapeHtml(startUp.offline)}"><meta name="app-start-retrying" content="${escapeHtml(startUp.retrying)}">` : '';

/**
 * `html`, a server-rendered page in the built shell, with the app started by
 * web/start-after-paint.ts once the page is painted (issue #11). The entry and the modules to
 * preload are named in meta elements for it: the code is asked for after the page's first paint
 * and its largest image, not with them, so on a slow link the reader's content comes first.
 * Unchanged when the build lacks that script or the shell's entry is not in Vite's form.
 * `startUp` holds what the page says, in its language, if the app's code does not arrive (issue #25).
 */
export function startAfterFirstPaint(html: string, manifest: Record<string, { file: string }>, startUp?: { offline: string; retrying: string }): string {
  const gate = manifest[GATE_KEY]?.file;
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!gate || !entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<meta name="app-entry" content="${entry}"><meta name="app-modules" content="${modules.join(' ')}">${statusTexts(startUp)}<script type="module" crossorigin src="/${gate}"></script>`,
    );
}
