import { canModerate as roleCanModerate, type Role } from '#api/schemas/comments.ts';
import type { User } from '#api/schemas/user.ts';

/** A user's role (issue #28: `me.role`); a session stored before roles existed is a member's. */
export function roleOf(user: User | null | undefined): Role {
  const role = (user as (User & { role?: Role }) | null | undefined)?.role;
  return role === 'moderator' || role === 'admin' ? role : 'member';
}

/** Moderators and admins see the moderation page and act on any comment. */
export function canModerate(user: User | null | undefined): boolean {
  return roleCanModerate(roleOf(user));
}
