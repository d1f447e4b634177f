import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { conflictedDrafts } from '#web/db/open-drafts.ts';
import type { DraftRow, OutboxEntry } from '#web/db/local-rows.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { userOutbox } from '#web/sync/outbox-queries.ts';

const NONE: never[] = [];

/** The signed-in user's outbox as it changes: pending and rejected entries, and conflicted drafts. */
export function useOutbox(): { pending: OutboxEntry[]; rejected: OutboxEntry[]; conflicts: DraftRow[] } {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const entries = useLiveQuery(async () => (userId ? userOutbox(userId) : { pending: NONE, rejected: NONE }), [userId]);
  const conflicts = useLiveQuery(async () => (userId ? conflictedDrafts(userId) : NONE), [userId]);
  return { pending: entries?.pending ?? NONE, rejected: entries?.rejected ?? NONE, conflicts: conflicts ?? NONE };
}
