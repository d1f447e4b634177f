import { test as base, type Page } from '@playwright/test';

export { chromium, expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Route, TestInfo } from '@playwright/test';

/** How long the app may take to take over a page on a loaded 2-core CI machine. */
const INTERACTIVE_TIMEOUT_MS = 30_000;

/**
 * Waits until the app has taken over the page (`#root[data-interactive]`, set by web/main.tsx).
 * `load` fires before that: the app's start awaits its boot and its lazy chunks. Until then a
 * server-rendered link is a plain link, so a tap reloads the whole page from the server (which
 * renders the same result, without the API request a journey may wait for). Pages that are not the
 * app (an API answer, a browser error page) have no `#root` and are not waited for.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root === null || root.hasAttribute('data-interactive');
    },
    undefined,
    { timeout: INTERACTIVE_TIMEOUT_MS },
  );
}

type Goto = Page['goto'];
type Reload = Page['reload'];

/** Page loads that wait for `load` (the default) also wait for the app; earlier states do not. */
const waitsForLoad = (options?: { waitUntil?: string }) => options?.waitUntil === undefined || options.waitUntil === 'load';

/**
 * Playwright's `test` whose `page` is ready for a journey when `goto` and `reload` return: the app
 * is interactive, as a reader would find it. A journey about the page before that asks for
 * `waitUntil: 'domcontentloaded'`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto: Goto = page.goto.bind(page);
    const reload: Reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The tag of a journey written for both languages whose layout differs by device (playwright.config.ts):
 * French runs on the phone, English on desktop. Each language and each layout is covered once, instead
 * of every language on every device (issue #26: the suite within CI's 20 minutes). A journey whose
 * strings differ by more than their words keeps both languages on both devices (`@both`).
 */
export const layoutTag = (lang: 'fr' | 'en'): '@phone' | '@desktop' => (lang === 'fr' ? '@phone' : '@desktop');
