import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '#web/db/database.ts';
import { userDrafts, type EditorDraftRow } from '#web/db/editor-drafts.ts';
import { unfinishedRecordings } from '#web/db/recordings.ts';
import { publishState, type PublishState } from '#web/sync/mutations/editor-drafts.ts';

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
    // Read inside the query so it re-runs when the outbox changes too.
    const [rows, unfinished, rejected] = await Promise.all([
      userDrafts(userId),
      unfinishedRecordings(userId),
      db.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray(),
    ]);
    const items: DraftItem[] = [];
    for (const row of rows) {
      const state = await publishState(row);
      // A publish that reached the server is about to be dropped: not a draft any more.
      if (state === 'done') continue;
      items.push({
        row,
        state,
        error: rejected.find((e) => e.articleId === row.id)?.error?.message,
        interrupted: unfinished.some((r) => r.draftId === row.id),
      });
    }
    return items;
  }, [userId]);
}
