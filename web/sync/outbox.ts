import type { Table } from 'dexie';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { isQuotaError, StorageFullError } from '#web/db/storage-full.ts';

/** An entry as a mutation describes it (who, which operation, its label); the outbox adds the rest. */
export type NewOutboxEntry = Pick<OutboxEntry, 'userId' | 'op' | 'label'>;

const listeners = new Set<() => void>();

/** Calls `listener` after each committed change to the outbox (the runner drains on it). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  // After the current task, so the transaction that enqueued has committed.
  setTimeout(() => listeners.forEach((listener) => listener()), 0);
}

/**
 * Appends an entry to the outbox. Call it inside `mutate()` next to the local row change, so
 * both are written in one Dexie transaction (architecture.md: "Every write is local first").
 */
export async function enqueue(entry: NewOutboxEntry, database: TribesDb = defaultDb): Promise<number> {
  const seq = await database.outbox.add({ ...entry, status: 'pending', attempts: 0, createdAt: Date.now() } as OutboxEntry);
  notify();
  return seq as number;
}

/**
 * Runs `change` in one read-write transaction over the outbox and `tables`: the local rows and
 * their outbox entries commit together or not at all. A full disk is reported as
 * `StorageFullError`, with nothing written (earlier pending edits stay untouched).
 */
export async function mutate<T>(tables: Table[], change: () => Promise<T>, database: TribesDb = defaultDb): Promise<T> {
  try {
    return await database.transaction('rw', [database.outbox, database.meta, ...tables], change);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError('The device storage is full.');
    throw error;
  }
}

/**
 * Sends a rejected entry again. It gets a new sequence number (so a new `Idempotency-Key`: the
 * server keeps its first answer per key, the rejection) and goes to the end of the queue.
 */
export async function retryEntry(seq: number, database: TribesDb = defaultDb): Promise<void> {
  await database.transaction('rw', database.outbox, async () => {
    const entry = await database.outbox.get(seq);
    if (!entry || entry.status !== 'rejected') return;
    await database.outbox.delete(seq);
    const { seq: _old, error: _error, ...rest } = entry;
    await database.outbox.add({ ...rest, status: 'pending', attempts: 0, createdAt: Date.now() } as OutboxEntry);
  });
  notify();
}

/** Drops an entry the user gave up on (the next pull restores the server's state locally). */
export async function discardEntry(seq: number, database: TribesDb = defaultDb): Promise<void> {
  await database.outbox.delete(seq);
  notify();
}
