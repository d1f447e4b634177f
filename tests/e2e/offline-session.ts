import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { SEED_BASE_TIME } from '#api/seed/data/rows.ts';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';

/** Seeded authors reserved for the offline specs: one per test and project, so runs never share a user's collections. */
const AUTHORS = ['kwame.mensah@example.com', 'nkechi.okafor@example.com', 'emmanuel.tabi@example.com', 'grace.ewane@example.com', 'samuel.fotso@example.com', 'esther.ngo-mbock@example.com'];

export interface Signed {
  token: string;
  user: { id: string; slug: string; firstName: string; lastName: string };
}

/** The author for slot `slot` (0, 1, 2) of this project. */
export function authorFor(testInfo: TestInfo, slot: number): string {
  return AUTHORS[slot * 2 + (testInfo.project.name === 'phone' ? 1 : 0)]!;
}

/**
 * Logs in through the API and puts the session where web/lib/session.ts reads it, before any page
 * script runs (only when absent, so tokens the app refreshed later are not put back).
 */
export async function signIn(page: Page, request: APIRequestContext, email: string): Promise<Signed> {
  const res = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { tokenInfo, user } = (await res.json()) as { tokenInfo: { token: string; refreshToken: string }; user: Signed['user'] };
  await page.addInitScript(
    ([info, who]) => {
      if (localStorage.getItem('NG-AUTH-accessToken')) return;
      localStorage.setItem('userData', JSON.stringify({ tokenInfo: info, user: who }));
      localStorage.setItem('NG-AUTH-accessToken', info.token);
      localStorage.setItem('NG-AUTH-refreshToken', info.refreshToken);
    },
    [tokenInfo, user] as const,
  );
  // A second session for the test's own API checks, so the page's token rotation never affects them.
  const api = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  const check = (await api.json()) as { tokenInfo: { token: string } };
  return { token: check.tokenInfo.token, user };
}

/** Another device of the same kind as this project's (viewport, touch, user agent), with its own storage. */
export async function secondDevice(browser: Browser, testInfo: TestInfo, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const use = testInfo.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    serviceWorkers: 'allow',
    ...options,
  });
}

/** Waits until the service worker has installed the shell and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the local database keeps a row with this key in `store`. */
export async function keptLocally(page: Page, store: string, key: string): Promise<boolean> {
  return page.evaluate(
    ([name, id]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('tribes');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          try {
            const get = open.result.transaction(name!, 'readonly').objectStore(name!).get(id!);
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          } catch {
            resolve(false);
          } finally {
            open.result.close();
          }
        };
      }),
    [store, key] as const,
  );
}

/** `GET` on the API with the test's own token. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A write on the API with the test's own token. */
export async function apiPut(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<void> {
  const res = await request.put(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Articles of the demo seed (dated before SEED_BASE_TIME) matching `query`, newest first: never ones
 * other journeys publish on the shared server meanwhile (offline-edits.spec deletes the story it
 * made, so a journey that picked "the newest" could meet it gone: `article_not_found`).
 */
export async function seededArticles(request: APIRequestContext, query: string): Promise<{ id: string; title: string }[]> {
  const res = await request.get(`/api/articles?limit=50&${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: { id: string; title: string; createdAt: string }[] }).items.filter((a) => Date.parse(a.createdAt) < SEED_BASE_TIME);
}

/** A new collection id (UUIDv7-shaped, 32 hex) made by the test. */
export function hexId(): string {
  const ms = Date.now().toString(16).padStart(12, '0');
  return (ms + Array.from({ length: 20 }, () => Math.floor(Math.random() * 16).toString(16)).join('')).slice(0, 32);
}

/** Pending outbox entries in the page's local database. */
export async function pendingChanges(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tribes');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          try {
            const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').index('status').count('pending');
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => resolve(-1);
          } catch {
            resolve(-1);
          } finally {
            open.result.close();
          }
        };
      }),
  );
}

/**
 * A new activated account (registered through the API, activated from the mailed link), for a test
 * that changes its user in ways no other test may see (its profile, a ban).
 */
export async function newAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // A client of its own (the e2e server trusts the loopback proxy, playwright.config.ts): the
  // registration limit per address stays for the journeys that register through the page.
  const client = `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
  const res = await request.post('/api/users', {
    headers: { 'X-Forwarded-For': client },
    data: { firstName: 'Test', lastName: 'Reader', email, password: DEMO_PASSWORD, language: 'en' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let code: string | undefined;
  await expect
    .poll(() => {
      // The outbox's folder is made with the server's first mail, maybe not yet.
      if (!existsSync(dir)) return undefined;
      const mails = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string });
      code = mails.find((m) => m.to === email)?.text.match(/[?&]code=([A-Za-z0-9_-]+)/)?.[1];
      return code;
    })
    .toBeTruthy();
  const activated = await request.get(`/api/auth/activation/${code}`);
  expect(activated.ok(), await activated.text()).toBe(true);
  return email;
}
