import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { User } from '#api/schemas/user.ts';
import { userKeys } from '#web/queries/query-keys.ts';
import { pendingProfile } from '#web/sync/outbox-queries.ts';

/**
 * The own profile as it will be once this device's queued edits are sent (issue #12): the pending
 * presentation and phone, and the pending picture shown from its bytes on the device. Someone
 * else's profile, or no pending edit, comes back unchanged.
 */
export function useWithPendingEdits<T extends User>(user: T, own: boolean): T {
  const pending = useLiveQuery(() => (own ? pendingProfile(user.id) : undefined), [own, user.id]);
  // Edits that were waiting and are gone have reached the server (or been refused): the profile
  // fetched meanwhile may predate them, so it is fetched again (issue #25).
  const queryClient = useQueryClient();
  const waiting = Boolean(pending?.details || pending?.picture);
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.slug) });
    wasWaiting.current = waiting;
  }, [waiting, queryClient, user.slug]);
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const picture = pending?.picture;
  useEffect(() => {
    if (!picture) return setPictureUrl(null);
    const url = URL.createObjectURL(picture);
    setPictureUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);
  if (!pending) return user;
  return { ...user, ...pending.details, ...(pictureUrl ? { picture: pictureUrl } : {}) };
}
