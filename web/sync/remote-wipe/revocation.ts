import { db } from '#web/db/database.ts';
import { appStore } from '#web/lib/app-store.ts';
import { loadStringArea } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { currentSession, sessionAtom } from '#web/lib/session.ts';
import { REVOKED_KEY, revocationNoticeAtom, type Revocation } from '#web/lib/session-revoked.ts';
import { wipeAccount } from './wipe-account.ts';

/** The revocation waiting to be carried out, if any (a mark that does not read is dropped). */
export function pendingRevocation(): Revocation | null {
  try {
    const value = JSON.parse(localStorage.getItem(REVOKED_KEY) ?? 'null') as Revocation | null;
    return value && typeof value.userId === 'string' ? value : null;
  } catch {
    return null;
  }
}

const clearMark = () => localStorage.removeItem(REVOKED_KEY);

/** Edits of `userId` this device has not sent yet. */
const unsent = (userId: string) => db.outbox.where('[userId+status]').equals([userId, 'pending']).count();

let unwatch: (() => void) | null = null;

/** The owner signed in again on this device: nothing is cleared, their unsent edits go out. */
function watchForOwner(revocation: Revocation): void {
  unwatch?.();
  unwatch = appStore.sub(sessionAtom, () => {
    if (appStore.get(sessionAtom)?.user.id !== revocation.userId) return;
    clearMark();
    appStore.set(revocationNoticeAtom, null);
    unwatch?.();
    unwatch = null;
  });
}

/** Clears the account now, and says so. */
export async function eraseNow(revocation: Revocation): Promise<void> {
  unwatch?.();
  unwatch = null;
  await wipeAccount(revocation.userId);
  clearMark();
  queryClient.clear();
  appStore.set(revocationNoticeAtom, { stage: 'wiped', revocation });
}

/**
 * Carries out a revocation (issue #30). Learnt now, with edits not sent yet: the owner is offered to
 * sign in again first, in this start only; if they do, nothing is cleared. Otherwise (nothing
 * unsent, or a mark found at a later start: the device was closed without an answer) the account
 * is cleared at once. Either way the reader is told, in their language.
 */
export async function handleRevocation(learnt: 'now' | 'boot'): Promise<void> {
  const revocation = pendingRevocation();
  if (!revocation) return;
  if (currentSession()?.user.id === revocation.userId) {
    // Signed in again since (another tab, or the offer taken): the owner has the device.
    clearMark();
    return;
  }
  await loadStringArea('devices');
  const pending = await unsent(revocation.userId);
  // The offline core looks for a mark at start, but this page may have made it before the core
  // started: only a mark older than the page comes from an earlier start.
  const thisStart = learnt === 'now' || revocation.at >= performance.timeOrigin;
  if (thisStart && pending > 0) {
    watchForOwner(revocation);
    appStore.set(revocationNoticeAtom, { stage: 'offer', revocation, pending });
    return;
  }
  await eraseNow(revocation);
}
