import type { TFunction } from 'i18next';
import type { Notification } from '#api/schemas/notifications.ts';
import type { StoredNotification } from '#sw/notification-store.ts';

/** "Awa Diallo": an actor's full name. */
function fullName(actor: Notification['actors'][number]): string {
  return `${actor.firstName} ${actor.lastName}`.trim();
}

/**
 * What one item says, in the reader's language. Grouped likes name the newest actor and count the
 * others ("Awa Diallo and 4 others liked your comment": `actorCount` 5), with the language's plural
 * forms; moderation items say what was decided and name nobody (moderators act unnamed).
 */
export function notificationText(item: Notification, t: TFunction): string {
  const first = item.actors[0];
  const name = first ? fullName(first) : t('notifications.someone');
  const title = item.article?.title ?? t('notifications.deletedStory');
  switch (item.kind) {
    case 'article':
      return t('notifications.text.article', { name, title });
    case 'comment':
      return t('notifications.text.comment', { name, title });
    case 'reply':
      return t('notifications.text.reply', { name, title });
    case 'like':
      return item.actorCount > 1 ? t('notifications.text.likeGroup', { name, count: item.actorCount - 1 }) : t('notifications.text.like', { name });
    case 'moderation':
      return t(`notifications.text.moderation.${item.decision ?? 'approved'}`);
  }
}

/** The words of a kept row: the API's item when the page has read it, else what the push said. */
export function storedText(row: StoredNotification, t: TFunction): { text: string; body: string | null } {
  if (row.item) return { text: notificationText(row.item, t), body: row.item.comment?.excerpt || null };
  return { text: row.pushed?.title ?? t('notifications.someone'), body: row.pushed?.body || null };
}
