import { newId } from '#api/schemas/ids.ts';
import { db as defaultDb, type TribesDb } from './database.ts';

/** Reads a `meta` value (undefined when unset). */
export async function getMeta<T>(key: string, database: TribesDb = defaultDb): Promise<T | undefined> {
  return (await database.meta.get(key))?.value as T | undefined;
}

/** Writes a `meta` value. */
export async function setMeta(key: string, value: unknown, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key, value });
}

const DEVICE_ID_KEY = 'deviceId';

/**
 * This device's id, made once and kept in `meta`. It prefixes every `Idempotency-Key`, so two
 * devices (or a wiped database, which also restarts the outbox sequence) never share a key.
 */
export async function getDeviceId(database: TribesDb = defaultDb): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const existing = await getMeta<string>(DEVICE_ID_KEY, database);
    if (existing) return existing;
    const id = newId();
    await setMeta(DEVICE_ID_KEY, id, database);
    return id;
  });
}
