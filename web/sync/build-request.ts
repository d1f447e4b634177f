import type { TribesDb } from '#web/db/database.ts';
import type { OutboxEntry } from '#web/db/rows.ts';

/** The HTTP request an outbox entry replays (without auth and idempotency headers). */
export interface EntryRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

/** Body of a `recording` entry: the name and type of the file it becomes. */
export interface RecordingUploadBody {
  name: string;
  mime: string;
}

/**
 * Builds the request for an entry: JSON for `request` entries, the stored Blob for `file`
 * entries, and for `recording` entries one Blob assembled from the chunks in sequence order.
 * A string is returned when the local data it needs is gone (the entry cannot be sent).
 */
export async function buildRequest(entry: OutboxEntry, database: TribesDb): Promise<EntryRequest | string> {
  if (entry.kind === 'request') {
    const headers: Record<string, string> = {};
    if (entry.body === undefined) return { path: entry.path, method: entry.method, headers };
    headers['Content-Type'] = 'application/json';
    return { path: entry.path, method: entry.method, headers, body: JSON.stringify(entry.body) };
  }
  if (!entry.fileId) return 'file_missing';
  if (entry.kind === 'file') {
    const file = await database.files.get(entry.fileId);
    if (!file) return 'file_missing';
    return {
      path: entry.path,
      method: 'PUT',
      headers: { 'Content-Type': file.mime, 'X-File-Name': encodeURIComponent(file.name) },
      body: file.blob,
    };
  }
  const chunks = await database.recordings.where('id').equals(entry.fileId).sortBy('seq');
  if (chunks.length === 0) return 'recording_missing';
  const meta = entry.body as RecordingUploadBody;
  return {
    path: entry.path,
    method: 'PUT',
    headers: { 'Content-Type': meta.mime, 'X-File-Name': encodeURIComponent(meta.name) },
    body: new Blob(
      chunks.map((c) => c.blob),
      { type: meta.mime },
    ),
  };
}

/** The oldest entry, except that uploads of files it names go before it (architecture.md §4). */
export function pickNext(pending: readonly OutboxEntry[]): OutboxEntry | undefined {
  const first = pending[0];
  if (!first?.fileIds?.length) return first;
  const upload = pending.find((e) => e.kind !== 'request' && e.fileId !== undefined && first.fileIds!.includes(e.fileId));
  return upload ?? first;
}
