import type { FollowKind } from '#api/schemas/follows.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/** Whom a follow names: the kind and id the route takes, and the name the sync panel shows. */
export interface FollowTarget {
  kind: FollowKind;
  id: string;
  name: string;
}

/**
 * Follows or unfollows an author, a tribe or a theme (issue #29): queued at once like every other
 * edit, so the button flips offline too and the change reaches the server when the network returns.
 * A repeat toggle not yet sent coalesces in the queue (web/sync/coalesce.ts: the last one counts).
 */
export async function setFollow(target: FollowTarget, following: boolean): Promise<void> {
  const userId = requireUserId();
  await mutate([], async () => {
    await enqueue({
      userId,
      op: { type: following ? 'follow.put' : 'follow.delete', kind: target.kind, id: target.id },
      label: { key: following ? 'follows.op.follow' : 'follows.op.unfollow', values: { name: target.name } },
    });
  });
}
