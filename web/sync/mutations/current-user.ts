import { currentSession } from '#web/lib/session.ts';

/** Writes need a signed-in user (they are replayed with that user's token). */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
}

/** The signed-in user's id, or `SignedOutError`. */
export function requireUserId(): string {
  const id = currentSession()?.user.id;
  if (!id) throw new SignedOutError('Sign in to make changes.');
  return id;
}
