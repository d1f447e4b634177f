/**
 * What a push says (issue #29): the notification in the recipient's language, in the Declarative
 * Web Push form (`web_push: 8030`), which Safari 18.4+ shows without running the service worker,
 * plus what the worker needs to store it for the panel (`id`, `userId`, `at`, `kind`, `url`). The words live with the
 * web app's (`web/i18n/<lang>/push.json`, an area the app's chunks leave out), read here as JSON as
 * the page heads' are (api/site/heads/head-strings.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type PushLanguage = 'en' | 'fr';

/** The kinds of notification (issue #29, "Kinds"). */
export type PushKind = 'new_article' | 'comment' | 'reply' | 'comment_likes' | 'moderation';

/** What the notifications queue hands over for one recipient (api/push/send.ts `sendPushes`). */
export interface PushNotification {
  /** The notification row's id: the worker stores it under it, so a repeated push is one entry. */
  id: string;
  /** The recipient: the worker keeps the push under their account (sw/notification-store.ts). */
  userId: string;
  /** When the notification last changed, ISO: its place in the device's list, newest first. */
  at: string;
  kind: PushKind;
  /**
   * What it is about (the article of a comment, the comment liked): a newer push of the same kind and
   * subject replaces an older one the phone has not shown yet (the push `Topic`) or is still showing (`tag`).
   */
  subject: string;
  /** The page it opens, a path of the app (`/articles/…#comment-…`). */
  path: string;
  /** Who acted: the author, the commenter, the first of the likers. */
  actorName?: string;
  /** `comment_likes`: how many people besides `actorName`. */
  others?: number;
  /** The article's title, or the start of the comment. */
  excerpt?: string;
  /** `moderation`: what was decided about the recipient. */
  decision?: 'hold_approved' | 'hold_rejected' | 'banned';
  /** The recipient's unread notifications, for the app badge. */
  unread?: number;
}

/** The Declarative Web Push message (WebKit's explainer; `navigate` is absolute). */
export interface PushPayload {
  web_push: 8030;
  notification: { title: string; body: string; navigate: string; lang: PushLanguage; tag: string; app_badge?: number };
  id: string;
  userId: string;
  at: string;
  kind: PushKind;
  url: string;
}

/** Push services take 4 KB of encrypted body; 3 KB of JSON leaves room for the encryption's overhead. */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;
const TITLE_MAX = 120;
const BODY_MAX = 300;
const PATH_MAX = 1024;

type PushWords = Record<
  'newArticle' | 'comment' | 'reply' | 'likesOne' | 'likesTwo' | 'likesMany' | 'holdApproved' | 'holdApprovedBody' | 'holdRejected' | 'holdRejectedBody' | 'banned' | 'bannedBody' | 'someone',
  string
>;

const readWords = (language: PushLanguage): PushWords => (JSON.parse(readFileSync(new URL(`../../web/i18n/${language}/push.json`, import.meta.url), 'utf8')) as { push: PushWords }).push;
const WORDS: Record<PushLanguage, PushWords> = { en: readWords('en'), fr: readWords('fr') };

/** A stored `users.language` as a push language (anything unexpected: French, the product's default). */
export const asPushLanguage = (language: string): PushLanguage => (language === 'en' ? 'en' : 'fr');

/** At most `max` characters (whole code points), with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const points = Array.from(text.replace(/\s+/g, ' ').trim());
  return points.length <= max ? points.join('') : `${points.slice(0, max - 1).join('')}…`;
}

/** i18next's `{{name}}` placeholders. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

function words(n: PushNotification, w: PushWords): { title: string; body: string } {
  const name = clip(n.actorName ?? w.someone, 60);
  const excerpt = n.excerpt ?? '';
  switch (n.kind) {
    case 'new_article':
      return { title: fill(w.newArticle, { name }), body: excerpt };
    case 'comment':
      return { title: fill(w.comment, { name }), body: excerpt };
    case 'reply':
      return { title: fill(w.reply, { name }), body: excerpt };
    case 'comment_likes': {
      const others = n.others ?? 0;
      const title = others <= 0 ? w.likesOne : others === 1 ? w.likesTwo : w.likesMany;
      return { title: fill(title, { name, count: String(others) }), body: excerpt };
    }
    case 'moderation': {
      const key = n.decision === 'hold_approved' ? 'holdApproved' : n.decision === 'hold_rejected' ? 'holdRejected' : 'banned';
      return { title: w[key], body: w[`${key}Body`] };
    }
  }
}

/**
 * The push `Topic` (at most 32 URL-safe characters) and notification `tag` of a kind and subject:
 * a hash, so the subject's ids never reach the push service.
 */
export const pushTopic = (n: Pick<PushNotification, 'kind' | 'subject'>): string => createHash('sha256').update(`${n.kind}:${n.subject}`).digest('base64url').slice(0, 32);

/** The JSON a recipient's devices receive; `publicUrl` makes `navigate` absolute. */
export function pushPayload(n: PushNotification, language: PushLanguage, publicUrl: string): PushPayload {
  const { title, body } = words(n, WORDS[language]);
  const path = n.path.startsWith('/') && !n.path.startsWith('//') && n.path.length <= PATH_MAX ? n.path : '/notifications';
  const navigate = new URL(path, `${publicUrl}/`).href;
  const notification: PushPayload['notification'] = { title: clip(title, TITLE_MAX), body: clip(body, BODY_MAX), navigate, lang: language, tag: pushTopic(n) };
  if (n.unread !== undefined) notification.app_badge = Math.max(0, Math.floor(n.unread));
  return { web_push: 8030, notification, id: n.id, userId: n.userId, at: n.at, kind: n.kind, url: path };
}
