import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { clearKey } from '../repositories/rate-limits.ts';
import { endSessions } from '../repositories/sessions.ts';
import { effectiveRole } from '../repositories/roles.ts';
import { findPictureCandidate, findUserById, toPublicUser, updateUser, type UserRow } from '../repositories/users.ts';
import type { ProfileUpdateInput, User } from '../schemas/user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertNotLocked, LOGIN_ACCOUNT_LIMIT, loginAccountKey, recordAttempt } from './rate-limit.ts';

async function currentUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  // A valid token for a deleted account: the session is over.
  if (!user) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  return user;
}

/** The signed-in user, with email, phone number and role (the web shows moderators their page). */
export async function getOwnProfile(deps: AppDeps, userId: string): Promise<User> {
  const row = await currentUser(deps, userId);
  return { ...toPublicUser(row, { withEmail: true, withPhone: true, withCounts: true }), role: effectiveRole(row.role, row.email, deps.config.adminEmails) };
}

/**
 * Applies one of the three forms of `PUT /api/users/me`. A wrong current password counts as a
 * failed sign-in of the account, so a stolen access token cannot be used to guess the password. A
 * new password ends every session of the account but the caller's.
 */
export async function updateOwnProfile(deps: AppDeps, session: { id: string; sessionId: string }, input: ProfileUpdateInput): Promise<User> {
  const { db } = deps;
  const user = await currentUser(deps, session.id);
  if ('picture' in input) {
    const file = await findPictureCandidate(db, input.picture);
    if (!file || (file.owner_id !== null && file.owner_id !== user.id)) {
      throw new ApiError(404, 'file_not_found', 'No such file. Upload the picture first.');
    }
    if (file.kind !== 'image') {
      throw new ApiError(422, 'invalid_input', 'The picture must be an image (jpeg, png or webp).', { picture: 'not_an_image' });
    }
    await updateUser(db, user.id, { picture_file_id: file.id }, deps.now());
  } else if ('presentation' in input) {
    await updateUser(db, user.id, { presentation: input.presentation, phone_number: input.phoneNumber }, deps.now());
  } else {
    const key = loginAccountKey(user.email);
    await assertNotLocked(db, [key], deps.now());
    if (!(await verifyPassword(input.current_password, user.password_hash))) {
      await recordAttempt(db, key, LOGIN_ACCOUNT_LIMIT, deps.now());
      throw new ApiError(403, 'wrong_password', 'Your current password is not correct.');
    }
    await clearKey(db, key);
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    // Every other sign-in ends with the old password (a stolen refresh or access token dies with
    // it); the session that changed it stays signed in.
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { password_hash: passwordHash }, now);
      await endSessions(trx, { userId: user.id, except: session.sessionId }, 'password_changed', now);
    });
  }
  return getOwnProfile(deps, user.id);
}
