import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';
import { signInAuthor } from './author-session.ts';
import { expect, test, type Page } from './app-test.ts';
import { TRANSIENT_STORY_PREFIX } from './transient-stories.ts';

/**
 * Issue #25: no screen shows a `{{placeholder}}` or a raw string key. Every route of the product
 * (spec §2) and of the template, in English and French, signed out and signed in, with its menus
 * and dialogs open, is scanned: its text, its labels and its title. One device project (desktop)
 * is enough, the strings are the same on both; each screen is visited once per language and state.
 */
type Lang = 'en' | 'fr';
type Strings = Record<string, unknown>;

function load(lang: Lang): Strings {
  const dir = path.join('web/i18n', lang);
  return Object.assign({}, ...readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Strings)) as Strings;
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value as Strings).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

const STRINGS = { en: load('en'), fr: load('fr') };
/** Every key path, with plural forms' base (`articles_one` → `articles`). */
const KEYS = [...new Set(leafKeys(STRINGS.en).flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]))];
/** Top-level areas: `area.anyKey` shown as text is a key i18next did not find. */
const AREAS = Object.keys(STRINGS.en).filter((key) => typeof STRINGS.en[key] === 'object');

/** A string as the screen shows it (i18next's plural forms not needed here). */
function s(lang: Lang, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], STRINGS[lang]);
  if (typeof value !== 'string') throw new Error(`no string ${key}`);
  return value;
}

/** Text nodes, labels and the title of the page that show a placeholder or a raw key. */
async function problems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ keys, areas }) => {
      const keySet = new Set(keys);
      const rawKey = new RegExp(`^(${areas.join('|')})(\\.[A-Za-z0-9_-]+)+$`);
      const out: string[] = [];
      const check = (text: string | null | undefined, what: string) => {
        const value = (text ?? '').trim();
        if (!value) return;
        if (value.includes('{{') || value.includes('}}')) out.push(`${what}: "${value.slice(0, 120)}"`);
        else if (keySet.has(value) || rawKey.test(value)) out.push(`${what}: raw key "${value}"`);
      };
      check(document.title, 'title');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest('script, style, noscript, template')) check(node.textContent, `text in <${parent.tagName.toLowerCase()}>`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
          if (element.hasAttribute(attribute)) check(element.getAttribute(attribute), `${attribute} of <${element.tagName.toLowerCase()}>`);
        }
      }
      return out;
    },
    { keys: KEYS, areas: AREAS },
  );
  return found.map((problem) => `${where} — ${problem}`);
}

/**
 * Opens every closed menu or panel of the page in turn (buttons with aria-expanded="false"), scanning
 * each. Buttons are found afresh before each one (locators, not handles): opening a menu may render
 * the header again, and a stale handle would throw.
 */
async function scanMenus(page: Page, where: string, found: string[]) {
  const seen = new Set<string>();
  const closed = page.locator('button[aria-expanded="false"]:visible');
  const labelOf = async (button: ReturnType<Page['locator']>) => ((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim();
  for (let opened = 0; opened < 8; opened++) {
    let next: { button: ReturnType<Page['locator']>; label: string } | undefined;
    for (let i = 0, n = await closed.count(); i < n && !next; i++) {
      const label = await labelOf(closed.nth(i));
      if (!seen.has(label)) next = { button: closed.nth(i), label };
    }
    if (!next) return;
    seen.add(next.label);
    await next.button.click({ timeout: 5000 });
    found.push(...(await problems(page, `${where} [${next.label} open]`)));
    const open = page.locator('button[aria-expanded="true"]:visible').first();
    if ((await open.count()) > 0) await open.click({ timeout: 5000 }).catch(() => page.keyboard.press('Escape'));
  }
}

async function visit(page: Page, url: string, found: string[], { menus = false } = {}) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  found.push(...(await problems(page, url)));
  if (menus) await scanMenus(page, url, found);
}

async function apiPath(page: Page, query: string, make: (item: { id: string; slug: string }) => string) {
  const res = await page.request.get(query);
  const { items } = (await res.json()) as { items: { id: string; slug: string }[] };
  return make(items[0]!);
}

/** A story of this type that stays: not one a parallel journey is about to delete (transient-stories.ts). */
async function story(page: Page, type: number) {
  const { items } = (await (await page.request.get(`/api/articles?limit=20&type=${type}`)).json()) as { items: { id: string; slug: string; title: string }[] };
  const kept = items.find((a) => !a.title.startsWith(TRANSIENT_STORY_PREFIX))!;
  return `/story/${kept.slug}-${kept.id}`;
}
const author = (page: Page) => apiPath(page, '/api/users?limit=1', (u) => `/people/${u.slug}`);

/** Pages whose menus and panels are opened too: the main shell's header and the template's. */
const WITH_MENUS = new Set(['/', '/news-feed-layout/style-1']);

/**
 * One screen of each kind both states share (spec §2): a feed, a story, an author, the directory,
 * about, downloads, and the template's shell with its messenger. Each visit costs seconds on a
 * loaded 2-core machine, so screens built from the same parts are not repeated.
 */
async function commonRoutes(page: Page): Promise<string[]> {
  return ['/', await story(page, 2), await author(page), '/peoples', '/about', '/downloads', '/news-feed-layout/style-1', '/others/messenger'];
}

// The service worker's precache would keep the network busy on every first load; no journey here is about it.
test.use({ serviceWorkers: 'block' });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`no raw placeholder or key (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    });

    test('signed out: every screen, its menus and the sign-in forms', async ({ page }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      for (const url of [...(await commonRoutes(page)), '/reset_password/abc']) await visit(page, url, found, { menus: WITH_MENUS.has(url) });
      // Search: suggestions and filters.
      await visit(page, '/', found);
      const search = page.getByRole('combobox', { name: s(lang, 'search.label') });
      if (!(await search.isVisible())) await page.getByRole('button', { name: s(lang, 'search.open') }).click();
      await search.fill('Gerewol');
      await expect(page.getByRole('option').first()).toBeVisible();
      found.push(...(await problems(page, 'search suggestions')));
      // The sign-in screen's three forms, each submitted empty to show its errors.
      for (const mode of ['', '?mode=register', '?mode=reset']) {
        await visit(page, `/login${mode}`, found);
        await page.locator('form button[type="submit"]').first().click();
        found.push(...(await problems(page, `/login${mode} submitted empty`)));
      }
      // Account activation with a code that is not one: its modal.
      await visit(page, '/?code=not-a-code', found);
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await problems(page, 'activation modal')));
      // The phone's menu drawer.
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, '/', found);
      await page.getByRole('button', { name: s(lang, 'nav.openMenu') }).click();
      found.push(...(await problems(page, 'menu drawer')));
      expect(found).toEqual([]);
    });

    test('signed in: the screens, their menus, the new post dialog, and Save to… with its toast', async ({ page, request }) => {
      test.setTimeout(300_000);
      const email = lang === 'en' ? 'grace.ewane@example.com' : 'esther.ngo-mbock@example.com';
      await signInAuthor(page, request, email, lang);
      const found: string[] = [];
      for (const url of await commonRoutes(page)) await visit(page, url, found, { menus: WITH_MENUS.has(url) });
      // The new post dialog.
      await visit(page, '/drafts', found);
      await page
        .getByRole('button', { name: s(lang, 'editor.newPost') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await problems(page, 'new post dialog')));
      await page.keyboard.press('Escape');
      // Save to…: ticking a collection toasts its name (the bug of issue #25).
      const login = (await (await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } })).json()) as { tokenInfo: { token: string } };
      const name = `Scan ${lang} ${Date.now().toString(36)}`;
      const made = await request.put(`/api/collections/${randomUUID().replaceAll('-', '')}`, { data: { name }, headers: { Authorization: `Bearer ${login.tokenInfo.token}` } });
      expect(made.ok(), await made.text()).toBe(true);
      await visit(page, '/collections', found);
      await expect(page.getByText(name).first()).toBeVisible();
      await visit(page, await story(page, 1), found);
      await page
        .getByRole('button', { name: s(lang, 'collections.saveTo') })
        .first()
        .click();
      const box = page.getByRole('checkbox', { name });
      // The box follows the local database: it ticks once the write lands, so click, then wait. The
      // toast lasts 3 s: it is scanned as soon as it shows.
      await box.click();
      await expect(page.locator('.toast')).toContainText(name);
      found.push(...(await problems(page, 'Save to… with its toast')));
      await expect(box).toBeChecked();
      expect(found).toEqual([]);
    });
  });
}
