import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { activeSessions, endSessions, type SessionRow } from '../repositories/sessions.ts';
import { SessionListSchema, SessionParamSchema, SessionsDeleteQuerySchema, type Session } from '../schemas/sessions.ts';

const TAG = 'Accounts';

const sessionOf = (row: SessionRow, currentId: string): Session => ({
  id: row.id,
  browser: row.browser,
  os: row.os,
  installed: row.installed === 1,
  country: row.country,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  current: row.id === currentId,
});

/**
 * Signed-in devices (issue #30) under `/api/sessions`: see where I am signed in, and end any sign-in
 * but this one, or all the others. An ended session's next request gets `401 session_revoked`, which
 * tells that device to clear what it keeps of the account.
 */
export const sessionsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({
      tag: TAG,
      summary: 'My signed-in devices',
      description: 'Every sign-in still active, last seen first; `current` is the device asking. Times are to the hour; no address is kept.',
      answers: { 200: { description: 'The sessions.', schema: SessionListSchema } },
    }),
    requireUser,
    async (c) => {
      const { deps, user } = c.var;
      const rows = await activeSessions(deps.db, user.id, deps.now());
      return c.json({ items: rows.map((row) => sessionOf(row, user.sessionId)) }, 200);
    },
  )
  .delete(
    '/:id',
    route({
      tag: TAG,
      summary: 'Sign a device out',
      description: 'Ends one of my sessions (this one too: that is signing out here). Its next request answers `401 session_revoked`.',
      answers: { 204: 'Signed out.' },
      errors: [[404, 'session_not_found']],
    }),
    requireUser,
    valid('param', SessionParamSchema),
    async (c) => {
      const { deps, user } = c.var;
      const { id } = c.req.valid('param');
      const now = deps.now();
      const mine = (await activeSessions(deps.db, user.id, now)).some((row) => row.id === id);
      if (!mine) throw new ApiError(404, 'session_not_found', 'No such signed-in device: it may be signed out already.');
      await endSessions(deps.db, { familyId: id }, id === user.sessionId ? 'signed_out' : 'signed_out_remotely', now);
      return c.body(null, 204);
    },
  )
  .delete(
    '/',
    route({
      tag: TAG,
      summary: 'Sign every other device out',
      description: '`?others=true` is required (a guard against ending every sign-in by mistake): every session but the one asking ends.',
      answers: { 204: 'The other devices are signed out.' },
    }),
    requireUser,
    valid('query', SessionsDeleteQuerySchema),
    async (c) => {
      const { deps, user } = c.var;
      await endSessions(deps.db, { userId: user.id, except: user.sessionId }, 'signed_out_remotely', deps.now());
      return c.body(null, 204);
    },
  );
