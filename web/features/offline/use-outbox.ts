import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { db } from '#web/db/database.ts';
import { conflictedDrafts } from '#web/db/drafts.ts';
import type { DraftRow, OutboxEntry } from '#web/db/rows.ts';
import { sessionAtom } from '#web/lib/session.ts';

const NONE: never[] = [];

/** The signed-in user's outbox as it changes: pending and rejected entries, and conflicted drafts. */
export function useOutbox(): { pending: OutboxEntry[]; rejected: OutboxEntry[]; conflicts: DraftRow[] } {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const entries = useLiveQuery(
    async () => (userId ? (await db.outbox.where('status').anyOf('pending', 'rejected').toArray()).filter((e) => e.userId === userId).sort((a, b) => a.seq - b.seq) : NONE),
    [userId],
  );
  const conflicts = useLiveQuery(async () => (userId ? conflictedDrafts(userId) : NONE), [userId]);
  const all = entries ?? NONE;
  return { pending: all.filter((e) => e.status === 'pending'), rejected: all.filter((e) => e.status === 'rejected'), conflicts: conflicts ?? NONE };
}
