import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';

/**
 * Signs a demo author in through the API and stores the session and interface language where the
 * app reads them, before every page of `page` loads (a session the app already holds is kept).
 */
export async function signInAuthor(page: Page, request: APIRequestContext, email: string, lang: 'fr' | 'en') {
  const res = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { tokenInfo, user } = (await res.json()) as { tokenInfo: { token: string; refreshToken: string }; user: unknown };
  await page.addInitScript(
    ([info, who, language]) => {
      localStorage.setItem('selectedLanguage', language);
      if (localStorage.getItem('NG-AUTH-accessToken')) return;
      localStorage.setItem('userData', JSON.stringify({ tokenInfo: info, user: who }));
      localStorage.setItem('NG-AUTH-accessToken', info.token);
      localStorage.setItem('NG-AUTH-refreshToken', info.refreshToken);
    },
    [tokenInfo, user, lang] as const,
  );
}
