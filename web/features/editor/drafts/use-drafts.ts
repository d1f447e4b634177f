import { useLiveQuery } from 'dexie-react-hooks';
import { userDrafts, type EditorDraftRow } from '#web/db/editor-drafts.ts';
import { fileIdsOf, uploadIdOf } from '#web/db/operations.ts';
import { unfinishedRecordings } from '#web/db/recordings.ts';
import type { OutboxError } from '#web/db/local-rows.ts';
import { publishStatus, type PublishState } from '#web/sync/drafts.ts';
import { userOutbox } from '#web/sync/outbox-queries.ts';

/** A file of a draft still on its way to the server (an upload waiting or refused in the outbox). */
export interface DraftUpload {
  id: string;
  name: string;
  /** The server's refusal, when the outbox holds the upload as refused. */
  refused?: OutboxError;
}

export interface DraftItem {
  row: EditorDraftRow;
  state: PublishState;
  /** The server's message when the publish was refused. */
  error?: string;
  /** A recording of this draft was cut short (crash, reload) and can be recovered. */
  interrupted: boolean;
  /** Its files not uploaded yet (picked or recorded, or queued at publish time), in the draft's order. */
  uploads: DraftUpload[];
}

/** The user's drafts with where each stands, kept live as the outbox and drafts change. */
export function useDrafts(userId: string): DraftItem[] | undefined {
  return useLiveQuery(async () => {
    // The statuses read the outbox inside the query, so it re-runs when the outbox changes too.
    const [rows, unfinished, outbox] = await Promise.all([userDrafts(userId), unfinishedRecordings(userId), userOutbox(userId)]);
    const uploadsById = new Map<string, DraftUpload>();
    for (const e of [...outbox.pending, ...outbox.rejected]) {
      const id = uploadIdOf(e.op);
      if (id) uploadsById.set(id, { id, name: String(e.label.values?.name ?? ''), ...(e.status === 'rejected' && e.error ? { refused: e.error } : {}) });
    }
    const items: DraftItem[] = [];
    for (const row of rows) {
      const status = await publishStatus(row);
      // A publish that reached the server is about to be dropped: not a draft any more.
      if (status.state === 'done') continue;
      const uploads = fileIdsOf(row.input).flatMap((id) => uploadsById.get(id) ?? []);
      items.push({ row, state: status.state, error: status.error?.message, interrupted: unfinished.some((r) => r.draftId === row.id), uploads });
    }
    return items;
  }, [userId]);
}
