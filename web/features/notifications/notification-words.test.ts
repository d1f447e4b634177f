import { describe, expect, it } from 'vitest';
import type { Notification } from '#api/schemas/notifications.ts';
import { createRenderI18n } from '#web/lib/i18n.ts';
import en from '#web/i18n/en/notifications.json';
import fr from '#web/i18n/fr/notifications.json';
import { notificationText, storedText } from './notification-words.ts';

/** The language's `t` with the bell's area, as the bell loads it (`loadStringArea('notifications')`). */
async function tIn(language: 'en' | 'fr') {
  const i18n = await createRenderI18n(language);
  i18n.addResourceBundle(language, 'translation', language === 'en' ? en : fr, true, true);
  return i18n.t;
}

const actor = (firstName: string) => ({ id: firstName.padEnd(32, '0'), slug: firstName.toLowerCase(), firstName, lastName: 'Ndiaye', picture: null });
const base: Notification = {
  id: 1,
  kind: 'like',
  at: '2026-11-28T10:00:00.000Z',
  read: false,
  actors: [actor('Awa')],
  actorCount: 1,
  article: { id: 'a'.repeat(32), title: 'Le fleuve' },
  comment: { id: 'c'.repeat(32), excerpt: 'Bravo' },
  decision: null,
};

describe('what a notification says (issue #29)', () => {
  it('groups likes with the plural forms of each language', async () => {
    const en = await tIn('en');
    const fr = await tIn('fr');
    expect(notificationText(base, en)).toBe('Awa Ndiaye liked your comment');
    expect(notificationText({ ...base, actorCount: 2 }, en)).toBe('Awa Ndiaye and 1 other liked your comment');
    expect(notificationText({ ...base, actorCount: 5 }, en)).toBe('Awa Ndiaye and 4 others liked your comment');
    expect(notificationText({ ...base, actorCount: 2 }, fr)).toBe('Awa Ndiaye et 1 autre personne ont aimé votre commentaire');
    expect(notificationText({ ...base, actorCount: 5 }, fr)).toBe('Awa Ndiaye et 4 autres personnes ont aimé votre commentaire');
  });

  it('names the story, and says what a moderator decided without naming them', async () => {
    const en = await tIn('en');
    const fr = await tIn('fr');
    expect(notificationText({ ...base, kind: 'article', comment: null }, en)).toBe('Awa Ndiaye published “Le fleuve”');
    expect(notificationText({ ...base, kind: 'article', comment: null }, fr)).toBe('Awa Ndiaye a publié « Le fleuve »');
    expect(notificationText({ ...base, kind: 'moderation', actors: [], actorCount: 0, decision: 'rejected' }, en)).toBe('A moderator declined your comment: it is not published');
    expect(notificationText({ ...base, kind: 'moderation', actors: [], actorCount: 0, decision: 'banned' }, fr)).toBe('Un modérateur a suspendu vos commentaires');
  });

  it('shows what a push said until the page has the server’s item, then the server’s words', async () => {
    const en = await tIn('en');
    const pushed = { userId: 'u', id: 9, kind: 'comment' as const, at: base.at, read: false, item: null, pushed: { title: 'Awa commented', body: 'Superbe', url: '/story/x' } };
    expect(storedText(pushed, en)).toEqual({ text: 'Awa commented', body: 'Superbe' });
    expect(storedText({ ...pushed, item: base }, en)).toEqual({ text: 'Awa Ndiaye liked your comment', body: 'Bravo' });
  });
});
