import type { User } from '#api/schemas/user.ts';
import type { Session } from '#web/lib/session.ts';

/**
 * Spec §6: the edit-profile button shows only on the signed-in person's own profile. Compared by
 * user id from the stored session (the same person the spec's username-equals-email rule names), so
 * it holds offline too, where the kept author carries no email (issue #12).
 */
export function canEditProfile(session: Session | null, profile: Pick<User, 'id'>): boolean {
  return session !== null && session.user.id === profile.id;
}

/** The author viewing their own profile gets the edit/delete menu on each article. */
export function isOwnProfile(session: Session | null, profile: Pick<User, 'id'>): boolean {
  return session !== null && session.user.id === profile.id;
}
