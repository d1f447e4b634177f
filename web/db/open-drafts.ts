import { newId } from '#api/schemas/ids.ts';
import { db as defaultDb, type TribesDb } from './database.ts';

/** This page's id: open-editor markers belong to the page that set them. */
export const TAB_ID = newId();

const editorKey = (tabId: string) => `editorOpen:${tabId}`;

/**
 * Marks that this page has an editor open on `draftId`, so the update prompt never reloads under
 * it. Call on mount; call the returned function on unmount. A page that closes without cleaning
 * up leaves a marker under its own (dead) tab id, which no later page reads.
 */
export function markEditorOpen(draftId: string, database: TribesDb = defaultDb): () => Promise<void> {
  void database.meta.put({ key: editorKey(TAB_ID), value: { draftId, at: Date.now() } });
  return async () => {
    const row = await database.meta.get(editorKey(TAB_ID));
    if ((row?.value as { draftId?: string } | undefined)?.draftId === draftId) await database.meta.delete(editorKey(TAB_ID));
  };
}

/** Whether this page has an editor open (the update prompt then waits). */
export async function hasOpenEditor(database: TribesDb = defaultDb): Promise<boolean> {
  return (await database.meta.get(editorKey(TAB_ID))) !== undefined;
}

/** Drafts waiting for the user to resolve a version conflict (keep mine / take theirs). */
export async function conflictedDrafts(userId: string, database: TribesDb = defaultDb) {
  return (await database.drafts.where('userId').equals(userId).toArray()).filter((d) => d.conflict);
}
