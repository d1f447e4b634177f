import { createRequire } from 'node:module';
import { expect, layoutTag, test, type Page } from './app-test.ts';

/**
 * axe-core scan of every product route: no serious or critical violation. axe is injected as a
 * script, so the page's CSP is bypassed for this spec only.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The service worker's precache (the whole app) would keep the network busy for `networkidle` on
// the first page, in every run; what axe reads does not depend on it (as tests/e2e/i18n-scan.spec.ts).
test.use({ bypassCSP: true, serviceWorkers: 'block' });

async function scan(page: Page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

async function firstStoryPath(page: Page, type: number) {
  const res = await page.request.get(`/api/articles?limit=1&type=${type}`);
  const { items } = (await res.json()) as { items: { id: string; slug: string }[] };
  return `/story/${items[0]!.slug}-${items[0]!.id}`;
}

async function firstAuthorSlug(page: Page) {
  const res = await page.request.get('/api/users?limit=1');
  const { items } = (await res.json()) as { items: { slug: string }[] };
  return items[0]!.slug;
}

// axe reads the phone's layout (menu, bottom navigation) and the desktop's: French on the phone,
// English on desktop (`layoutTag`), so each language and each layout is scanned once.
for (const language of ['fr', 'en'] as const) {
  test.describe(`accessibility (${language})`, { tag: layoutTag(language) }, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('selectedLanguage', lang), language);
    });

    test('product routes have no serious or critical axe violations', async ({ page }) => {
      // Thirteen pages, each loaded and scanned by axe in turn: more than one default test's time.
      test.setTimeout(180_000);
      const paths = ['/', '/articles', '/podcasts', '/videos', '/peoples', '/about', '/login', '/reset_password/abc', '/downloads'];
      paths.push(await firstStoryPath(page, 1), await firstStoryPath(page, 2), await firstStoryPath(page, 3));
      paths.push(`/people/${await firstAuthorSlug(page)}`);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        for (const violation of await scan(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  });
}
