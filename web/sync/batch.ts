import { BATCH_ITEMS_MAX, type BatchItem, type BatchResult } from '#api/schemas/batch.ts';
import type { TribesDb } from '#web/db/database.ts';
import { namedFileIdsOf, uploadIdOf } from '#web/db/operations.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { coalesce } from './coalesce.ts';
import type { EntryRequest } from './request-of.ts';

/**
 * Entries sent in one `POST /api/batch` at most: the server's most (`BATCH_ITEMS_MAX`), since the
 * server commits a batch once (one fsync) however many items it has.
 */
export const BATCH_SIZE = BATCH_ITEMS_MAX;

/**
 * Bytes of JSON one batch carries at most: half the server's body limit (`JSON_BODY_LIMIT_BYTES`,
 * 1 MiB), so a few long article saves never make a batch the server refuses whole (413).
 */
export const BATCH_BYTES_MAX = 512 * 1024;

const encoder = new TextEncoder();
/** An entry's share of a batch body: its operation as UTF-8 JSON (the item's method, path and key are in it or smaller). */
const bytesOf = (entry: OutboxEntry) => encoder.encode(JSON.stringify(entry.op)).length + 100;

/**
 * The entries that go together in one batch: from the head of the queue, in order, JSON writes
 * only, up to `max` entries and `BATCH_BYTES_MAX` bytes (the head always goes). It stops at an
 * upload (files go alone, as before: `PUT /api/files/:id` is binary) and at an entry naming a
 * file whose upload is still queued (it waits for the upload), so the order the queue promises
 * holds. A second save of an article already in the batch waits too: its `baseVersion` moves onto
 * the version the first one makes only once that one is answered.
 */
export function takeBatch(pending: readonly OutboxEntry[], max = BATCH_SIZE, maxBytes = BATCH_BYTES_MAX): OutboxEntry[] {
  const uploads = new Set(pending.map((e) => uploadIdOf(e.op)).filter((id): id is string => id !== undefined));
  const batch: OutboxEntry[] = [];
  const saved = new Set<string>();
  let bytes = 0;
  for (const entry of pending) {
    if (batch.length >= max || uploadIdOf(entry.op)) break;
    bytes += bytesOf(entry);
    if (batch.length > 0 && bytes > maxBytes) break;
    if (namedFileIdsOf(entry.op).some((id) => uploads.has(id))) break;
    if (entry.op.type === 'article.put') {
      if (saved.has(entry.op.id)) break;
      saved.add(entry.op.id);
    }
    batch.push(entry);
  }
  return batch;
}

/** One entry's request as a batch item (its JSON body parsed back, the key its own). */
export function batchItemOf(request: EntryRequest, idempotencyKey: string): BatchItem {
  const body = typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : undefined;
  return body === undefined ? { method: request.method, path: request.path, idempotencyKey } : { method: request.method, path: request.path, idempotencyKey, body };
}

/** A batch item's answer as the `Response` it would have been alone, for `classify`. */
export function responseOf(result: BatchResult): Response {
  const empty = result.body === null || result.status === 204 || result.status === 304;
  return new Response(empty ? null : JSON.stringify(result.body), { status: result.status, headers: empty ? {} : { 'Content-Type': 'application/json' } });
}

/**
 * Applies `coalesce` to the stored queue and answers what is left to send. Each dropped or
 * rewritten entry is checked again inside the transaction (still pending, never sent), so an
 * entry sent meanwhile is never changed under its key.
 */
export async function coalesceStored(database: TribesDb, pending: OutboxEntry[]): Promise<OutboxEntry[]> {
  const plan = coalesce(pending);
  if (plan.drop.length === 0 && plan.rewritten.length === 0) return pending;
  const unsent = (e: OutboxEntry | undefined) => e?.status === 'pending' && e.attempts === 0;
  await database.transaction('rw', database.outbox, async () => {
    for (const seq of plan.drop) if (unsent(await database.outbox.get(seq))) await database.outbox.delete(seq);
    for (const entry of plan.rewritten) if (unsent(await database.outbox.get(entry.seq))) await database.outbox.update(entry.seq, { op: entry.op, label: entry.label });
  });
  return plan.keep;
}

/** Counts one send of each entry before the batch goes out (as `markAttempt` does for one): one read, one write. */
export async function markAttempts(database: TribesDb, seqs: number[]): Promise<void> {
  await database.transaction('rw', database.outbox, async () => {
    const entries = (await database.outbox.bulkGet(seqs)).filter((e): e is OutboxEntry => e !== undefined);
    await database.outbox.bulkPut(entries.map((e) => ({ ...e, attempts: e.attempts + 1 })));
  });
}
