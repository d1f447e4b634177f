import type { Collection } from '#api/schemas/collection.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { collectionRowOf } from '#web/db/collections.ts';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { currentSession } from '#web/lib/session.ts';

const PAGE = 50;

async function fetchCollectionsPage(offset: number): Promise<ListResponse<Collection>> {
  return readResponse(api.collections.$get({ query: { limit: String(PAGE), offset: String(offset) } }));
}

/**
 * Replaces the device's copy of the user's collections with the server's. Skipped (false) while
 * the user has changes waiting in the outbox: the local rows already show them and the server's
 * copy would hide them until they sync; the runner pulls again once the queue is empty.
 */
export async function pullCollections(userId: string, database: TribesDb = defaultDb, fetchPage = fetchCollectionsPage): Promise<boolean> {
  const all: Collection[] = [];
  for (let offset = 0; ;) {
    const page = await fetchPage(offset);
    all.push(...page.items);
    offset += page.items.length;
    if (page.items.length < PAGE || offset >= page.total) break;
  }
  if (currentSession() && currentSession()?.user.id !== userId) return false;
  return database.transaction('rw', [database.collections, database.outbox], async () => {
    const pending = await database.outbox.where('[userId+status]').equals([userId, 'pending']).count();
    if (pending > 0) return false;
    const stale = await database.collections.where('userId').equals(userId).primaryKeys();
    await database.collections.bulkDelete(stale);
    await database.collections.bulkPut(all.map((c) => collectionRowOf(userId, c)));
    return true;
  });
}
