import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from './app-test.ts';
import { waitForServiceWorker } from './offline-session.ts';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';

/** What the comment journeys read of `GET /api/articles/:id/comments`. */
export interface ThreadPage {
  items: { id: string; body: string; atSeconds: number | null; replies: { body: string }[] }[];
}

/** A fresh API token of a demo user, for the journey's own calls (a moderator's, an author's). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  return ((await res.json()) as { tokenInfo: { token: string } }).tokenInfo.token;
}

/** The composer's words in each language. */
export const words = {
  en: { box: 'Your comment', send: 'Comment', sending: 'Sending…', back: 'Your comment was not published. It is back here, unchanged.', banned: /You cannot comment until .*: Tested by the journey/ },
  fr: {
    box: 'Votre commentaire',
    send: 'Commenter',
    sending: 'Envoi…',
    back: 'Votre commentaire n’a pas été publié. Il est revenu ici, tel quel.',
    banned: /Vous ne pouvez pas commenter avant le .* : Tested by the journey/,
  },
} as const;

/** The story's discussion (its heading: "Comments", "3 comments", "Commentaires"…). */
export const thread = (page: Page) => page.getByRole('region', { name: /^(\d+ )?(comments?|commentaires?)$/i });

/** Opens a story in `lang` and goes down to its discussion until the composer is there. */
export async function openStory(page: Page, id: string, lang: 'en' | 'fr') {
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await page.goto(`/story/s-${id}`);
  // Pages of a second device are not the fixture's: their `goto` does not wait for the app.
  await waitForApp(page);
  await waitForServiceWorker(page);
  // The thread's interactive part loads once the discussion is near and the reader acts on the
  // page (web/features/comments/components/story-comments.tsx): as a reader would, go down to it.
  // The section is replaced when the interactive thread takes over, maybe right now (a reload's
  // scroll restoration is an act too): scroll to whichever one is there, never a detached one.
  await page.locator('.comments').waitFor();
  await page.evaluate(() => document.querySelector('.comments')!.scrollIntoView({ block: 'center' }));
  await page.mouse.wheel(0, 100);
  await expect(page.getByRole('textbox', { name: words[lang].box })).toBeVisible();
}
