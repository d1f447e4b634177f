import type { FollowKind } from '#api/schemas/follows.ts';
import type { Operation } from '#web/db/operations.ts';

/** One followed thing as a set key: `users:<hex>`, `tribes:3`, `themes:7`. */
export const followKey = (kind: FollowKind, id: string | number) => `${kind}:${String(id)}`;

/** The follow state each pending operation leaves (oldest first, so the last of a run wins). */
export function pendingFollows(ops: readonly Operation[]): Map<string, boolean> {
  const state = new Map<string, boolean>();
  for (const op of ops) if (op.type === 'follow.put' || op.type === 'follow.delete') state.set(followKey(op.kind, op.id), op.type === 'follow.put');
  return state;
}

/** Followed now: what this device queued last, else what the server said. */
export function isFollowing(key: string, server: ReadonlySet<string> | undefined, pending: ReadonlyMap<string, boolean>): boolean {
  return pending.get(key) ?? server?.has(key) ?? false;
}
