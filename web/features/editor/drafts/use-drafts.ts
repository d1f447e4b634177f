import { useLiveQuery } from 'dexie-react-hooks';
import { userDrafts, type EditorDraftRow } from '#web/db/editor-drafts.ts';
import { unfinishedRecordings } from '#web/db/recordings.ts';
import { publishStatus, type PublishState } from '#web/sync/drafts.ts';

export interface DraftItem {
  row: EditorDraftRow;
  state: PublishState;
  /** The server's message when the publish was refused. */
  error?: string;
  /** A recording of this draft was cut short (crash, reload) and can be recovered. */
  interrupted: boolean;
}

/** The user's drafts with where each stands, kept live as the outbox and drafts change. */
export function useDrafts(userId: string): DraftItem[] | undefined {
  return useLiveQuery(async () => {
    // The statuses read the outbox inside the query, so it re-runs when the outbox changes too.
    const [rows, unfinished] = await Promise.all([userDrafts(userId), unfinishedRecordings(userId)]);
    const items: DraftItem[] = [];
    for (const row of rows) {
      const status = await publishStatus(row);
      // A publish that reached the server is about to be dropped: not a draft any more.
      if (status.state === 'done') continue;
      items.push({ row, state: status.state, error: status.error?.message, interrupted: unfinished.some((r) => r.draftId === row.id) });
    }
    return items;
  }, [userId]);
}
