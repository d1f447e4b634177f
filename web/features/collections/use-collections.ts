import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { userCollections } from '#web/db/collections.ts';
import type { CollectionRow } from '#web/db/local-rows.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { pullCollections } from '#web/sync/pull.ts';

/**
 * The signed-in user's collections from the device (live: every local change shows at once),
 * refreshed from the server on mount when nothing is waiting to sync. `failed` when the device
 * holds none and the server could not be reached.
 */
export function useCollections(): { collections: CollectionRow[] | undefined; failed: boolean } {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [pulled, setPulled] = useState<'loading' | 'done' | 'failed'>('loading');
  const rows = useLiveQuery(async () => (userId ? userCollections(userId) : []), [userId]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    pullCollections(userId).then(
      () => live && setPulled('done'),
      () => live && setPulled('failed'),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const waiting = rows === undefined || (rows.length === 0 && pulled === 'loading');
  return { collections: waiting ? undefined : rows, failed: rows?.length === 0 && pulled === 'failed' };
}
