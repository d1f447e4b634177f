/** A member's role (issue #28): members comment, moderators moderate anywhere, admins also grant roles. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
