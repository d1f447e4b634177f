import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/**
 * Marks one notification read, or every one up to `upTo` (issue #29): queued like every other edit,
 * so it works offline and reaches the server when the network returns. The caller marks the device's
 * copy at once (web/features/notifications), so the count drops before the server answers.
 */
export async function queueNotificationRead(mark: { id: number } | { upTo: number }): Promise<void> {
  const userId = requireUserId();
  await mutate([], async () => {
    await enqueue(
      'upTo' in mark
        ? { userId, op: { type: 'notification.readMarker', upTo: mark.upTo }, label: { key: 'notifications.op.markAll' } }
        : { userId, op: { type: 'notification.read', id: mark.id }, label: { key: 'notifications.op.markOne' } },
    );
  });
}
