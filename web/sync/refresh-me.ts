import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { currentSession, setSession } from '#web/lib/session.ts';
import { pendingEntries } from './outbox-queries.ts';

/**
 * Brings the signed-in user (name, picture, presentation, phone: what the header and the profile
 * editor show) up to date from `GET /api/users/me`, so a change made on another device shows
 * here. Stored where the session keeps its user. Skipped while this device still has profile edits
 * waiting to be sent (the server's copy is older than what the person sees; the refresh after the
 * drain brings the result). A network failure keeps the stored user. Resolves to whether it updated.
 */
export async function refreshCurrentUser(database: TribesDb = defaultDb): Promise<boolean> {
  const session = currentSession();
  if (!session) return false;
  const waiting = await pendingEntries(session.user.id, database).catch(() => []);
  if (waiting.some((e) => e.op.type === 'profile.put')) return false;
  let me;
  try {
    me = await readResponse(api.users.me.$get());
  } catch {
    return false;
  }
  const latest = currentSession();
  // Signed out or switched user meanwhile: this answer is someone else's.
  if (!latest || latest.user.id !== me.id) return false;
  setSession({ ...latest, user: { ...latest.user, ...me } });
  return true;
}

/** Refreshes the current user now and each time the window gets the focus back; returns the stop function. */
export function followCurrentUser(): () => void {
  const refresh = () => void refreshCurrentUser();
  window.addEventListener('focus', refresh);
  refresh();
  return () => window.removeEventListener('focus', refresh);
}
