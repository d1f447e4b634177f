import { canModerate as roleCanModerate, type Role } from '#api/schemas/comments.ts';
import type { User } from '#api/schemas/user.ts';

/**
 * A user's role (issue #28: `role` on the signed-in user, from `GET /api/users/me`); a session
 * stored before roles existed, or a public user, is a member's.
 */
export function roleOf(user: User | null | undefined): Role {
  const role = (user as { role?: unknown } | null | undefined)?.role;
  return role === 'moderator' || role === 'admin' ? role : 'member';
}

/** Moderators and admins see the moderation page and act on any comment. */
export function canModerate(user: User | null | undefined): boolean {
  return roleCanModerate(roleOf(user));
}
