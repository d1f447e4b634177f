import { db as defaultDb, type TribesDb } from './database.ts';
import type { DraftRow } from './local-rows.ts';

/**
 * What the editor keeps beside a draft's `input` that the API body cannot hold: whether the author
 * chose a type yet (the type is required, so a new draft has none) and how the audio is made.
 * Rows rewritten by the outbox (publish, conflict) lose it; their input is then complete.
 */
export interface EditorExtras {
  typeChosen: boolean;
  audioSource: 'record' | 'upload';
  /** Chapter rows as typed (a start not yet a valid time included); absent in older drafts. */
  chapters?: { id: string; title: string; start: string }[];
}

export type EditorDraftRow = DraftRow & { editor?: EditorExtras };

/** Publishing leaves this marker; the draft disappears once that publish reached the server. */
export interface PublishMarker {
  /** `updatedAt` of the draft as published: a later edit makes it a draft again. */
  updatedAt: number;
  title: string;
}

const publishKey = (id: string) => `published:${id}`;

export async function getDraft(id: string, database: TribesDb = defaultDb): Promise<EditorDraftRow | undefined> {
  return database.drafts.get(id);
}

/** The user's drafts, last edited first. */
export async function userDrafts(userId: string, database: TribesDb = defaultDb): Promise<EditorDraftRow[]> {
  const rows = await database.drafts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function setPublishMarker(id: string, marker: PublishMarker, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key: publishKey(id), value: marker });
}

export async function publishMarker(id: string, database: TribesDb = defaultDb): Promise<PublishMarker | undefined> {
  return (await database.meta.get(publishKey(id)))?.value as PublishMarker | undefined;
}

export async function clearPublishMarker(id: string, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.delete(publishKey(id));
}
