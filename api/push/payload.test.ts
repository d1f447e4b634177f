import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asPushLanguage, pushPayload, pushTopic, type PushNotification } from './payload.ts';

/** The words of each kind of push (issue #29), in both languages. */
const base = { id: 'n', userId: 'u', at: '2026-11-28T10:00:00.000Z', subject: 's', path: '/notifications' } as const;
const title = (n: Omit<PushNotification, 'id' | 'userId' | 'at' | 'subject' | 'path'>, language: 'en' | 'fr') => pushPayload({ ...base, ...n }, language, 'https://tribus.example').notification;

describe('pushPayload', () => {
  it('has every word in English and in French', () => {
    const keys = (lang: string) => Object.keys((JSON.parse(readFileSync(new URL(`../../web/i18n/${lang}/push.json`, import.meta.url), 'utf8')) as { push: object }).push).sort();
    expect(keys('fr')).toEqual(keys('en'));
  });

  it('says each kind in the reader’s language', () => {
    expect(title({ kind: 'comment', actorName: 'Awa' }, 'en').title).toBe('Awa commented on your article');
    expect(title({ kind: 'comment', actorName: 'Awa' }, 'fr').title).toBe('Awa a commenté votre article');
    expect(title({ kind: 'comment_likes', actorName: 'Awa' }, 'fr').title).toBe('Awa a aimé votre commentaire');
    expect(title({ kind: 'comment_likes', actorName: 'Awa', others: 1 }, 'en').title).toBe('Awa and one other person liked your comment');
    expect(title({ kind: 'comment_likes', actorName: 'Awa', others: 12 }, 'fr').title).toBe('Awa et 12 autres personnes ont aimé votre commentaire');
    expect(title({ kind: 'new_article' }, 'en').title).toBe('New from Someone');
    expect(title({ kind: 'moderation', decision: 'hold_approved' }, 'fr')).toMatchObject({ title: 'Votre commentaire est publié', body: 'Un modérateur l’a approuvé.' });
    expect(title({ kind: 'moderation', decision: 'hold_rejected' }, 'en')).toMatchObject({ title: 'Your comment was not published' });
    expect(title({ kind: 'moderation', decision: 'banned' }, 'en')).toMatchObject({ title: 'You can no longer comment', lang: 'en', navigate: 'https://tribus.example/notifications' });
    // A placeholder-looking name is printed as typed, not filled in.
    expect(title({ kind: 'comment_likes', actorName: '{{count}}', others: 3 }, 'en').title).toBe('{{count}} and 3 others liked your comment');
  });

  it('gives one topic per kind and subject, short and URL-safe, and French to unknown languages', () => {
    expect(pushTopic({ kind: 'reply', subject: 'a' })).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic({ kind: 'reply', subject: 'a' })).not.toBe(pushTopic({ kind: 'comment', subject: 'a' }));
    expect(pushTopic({ kind: 'reply', subject: 'a' })).not.toBe(pushTopic({ kind: 'reply', subject: 'b' }));
    expect([asPushLanguage('en'), asPushLanguage('fr'), asPushLanguage('de')]).toEqual(['en', 'fr', 'fr']);
  });
});
