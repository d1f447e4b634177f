import { canModerate as roleCanModerate, type Role } from '#api/schemas/comments.ts';
import type { User } from '#api/schemas/user.ts';

/**
 * A user's role (issue #28: `role` of `GET /api/users/me`, which web/sync/refresh-me.ts keeps on the
 * session's user); a session stored before roles existed is a member's until that refresh.
 */
export function roleOf(user: User | null | undefined): Role {
  return user?.role ?? 'member';
}

/** Moderators and admins see the moderation page and act on any comment. */
export function canModerate(user: User | null | undefined): boolean {
  return roleCanModerate(roleOf(user));
}
