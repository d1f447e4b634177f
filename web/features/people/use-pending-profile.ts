import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { User } from '#api/schemas/user.ts';
import { pendingProfile } from '#web/sync/outbox-queries.ts';

/**
 * The own profile as it will be once this device's queued edits are sent (issue #12): the pending
 * presentation and phone, and the pending picture shown from its bytes on the device. Someone
 * else's profile, or no pending edit, comes back unchanged.
 */
export function useWithPendingEdits<T extends User>(user: T, own: boolean): T {
  const pending = useLiveQuery(() => (own ? pendingProfile(user.id) : undefined), [own, user.id]);
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
