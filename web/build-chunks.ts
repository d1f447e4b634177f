import { PAGES } from '#api/schemas/pages.ts';

/**
 * How the build cuts the app's code into files (vite.config.ts), shared with the JavaScript budget
 * that reads the build (tests/bench/js-budget.ts); api/site/pages/first-view.ts names only the chunks that
 * remain.
 *
 * On a phone, each script file of a first view costs a request on a slow link and a task of the
 * main thread when it arrives (issue #11): a story's first view was 34 files, most under 1 KB, and
 * Lighthouse's simulation counted their tasks as most of the page's blocking time.
 */

/**
 * Routes whose component comes with the app's start instead of a code-split chunk of its own
 * (`inStart` in the page table, api/schemas/pages.ts): the reading pages' layout, the home page and
 * a story, the pages people land on and the server renders. Split, each pulled in a dozen small
 * chunks it shares with other routes; together they add about 30 KB gzip to the start, which every
 * first view of them loaded anyway. Every other route stays split and loads on demand.
 */
export const ROUTES_IN_START: readonly string[] = PAGES.filter((page) => page.inStart).map((page) => page.id);

/**
 * The local database (Dexie and web/db) in one chunk: whatever needs it needs most of it, and in
 * pieces it was eight files more before a story's actions could start.
 */
export const LOCAL_DATA_MODULES = /node_modules[\\/]dexie|[\\/]web[\\/]db[\\/]/;
