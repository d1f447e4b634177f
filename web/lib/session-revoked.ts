import { atom } from 'jotai';

/**
 * A session ended from elsewhere (issue #30: signed out from another device, the password changed
 * or reset). The API says so (`401 session_revoked` with a reason); the device then clears what it
 * keeps of the account (web/sync/remote-wipe/). The mark is kept in localStorage until that is done,
 * so a reload or a crash in between cannot skip it. Only this much is in the app's start: the rest
 * loads when it happens.
 */
export const REVOKED_KEY = 'tribes-session-revoked';

/** What the device was told: whose session ended, why, and when it learnt it (ms). */
export interface Revocation {
  userId: string;
  reason: string;
  at: number;
}

/** The notice on screen: the offer to sign in again first (unsent edits), or what was cleared. */
export type RevocationNotice = { stage: 'offer'; revocation: Revocation; pending: number } | { stage: 'wiped'; revocation: Revocation };
export const revocationNoticeAtom = atom<RevocationNotice | null>(null);

/** The window event that tells the offline core (web/app/offline-core.ts) a revocation was just marked. */
export const REVOKED_EVENT = 'tribes:session-revoked';

/**
 * Marks the session of `userId` ended from elsewhere. The offline core carries it out (its code
 * is not the start's): now if it runs, else as soon as it starts.
 */
export function reportRevoked(userId: string, reason: unknown): void {
  const revocation: Revocation = { userId, reason: typeof reason === 'string' ? reason : 'signed_out_remotely', at: Date.now() };
  localStorage.setItem(REVOKED_KEY, JSON.stringify(revocation));
  window.dispatchEvent(new Event(REVOKED_EVENT));
}

/** Reads an answer's `401 session_revoked` and its reason (undefined for any other answer). */
export async function revokedReason(res: Response): Promise<string | undefined> {
  if (res.status !== 401) return undefined;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string }; reason?: string } | null;
  return body?.error?.code === 'session_revoked' ? (body.reason ?? 'signed_out_remotely') : undefined;
}
