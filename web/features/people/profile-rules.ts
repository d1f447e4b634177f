import type { User } from '#api/schemas/user.ts';
import type { Session } from '#web/lib/session.ts';

/** Spec §6: the edit-profile button shows only when the signed-in username equals the profile's email. */
export function canEditProfile(session: Session | null, profile: Pick<User, 'email'>): boolean {
  const username = session?.tokenInfo.username;
  return Boolean(username && profile.email && username.toLowerCase() === profile.email.toLowerCase());
}

/** The author viewing their own profile gets the edit/delete menu on each article. */
export function isOwnProfile(session: Session | null, profile: Pick<User, 'id'>): boolean {
  return session !== null && session.user.id === profile.id;
}
