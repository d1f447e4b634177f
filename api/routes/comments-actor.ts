import type { AppDeps, AuthUser } from '../app-env.ts';
import { findRoleRow, type Actor } from '../repositories/comment-rows.ts';
import { effectiveRole } from '../repositories/roles.ts';
import type { Role } from '../schemas/comments.ts';

/** What these helpers read of a request's context (any route's, guarded or not). */
interface Ctx {
  var: { deps: AppDeps; user: AuthUser | null };
}

/**
 * The role of a user: the stored one, or admin when `ADMIN_EMAILS` names their email (so the first
 * admin of an instance exists without touching the database; issue #28). Read on each call, not
 * carried in the token, so a role granted or taken away counts at once.
 */
export async function roleOf(c: Ctx, userId: string): Promise<Role> {
  const row = await findRoleRow(c.var.deps.db, userId);
  if (!row) return 'member';
  return effectiveRole(row.role, row.email, c.var.deps.config.adminEmails);
}

/** The signed-in caller of a comment call with their role, or null when anonymous. */
export async function actorOf(c: Ctx): Promise<Actor | null> {
  const user = c.var.user;
  return user ? { id: user.id, role: await roleOf(c, user.id) } : null;
}

/** The signed-in caller (routes guarded by `requireUser`). */
export async function signedInActor(c: Ctx): Promise<Actor> {
  const actor = await actorOf(c);
  if (!actor) throw new Error('signedInActor outside requireUser');
  return actor;
}
