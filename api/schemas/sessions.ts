import * as v from 'valibot';
import { HexIdSchema } from './ids.ts';

/**
 * A signed-in device (issue #30) as the Devices screen shows it: browser and system named from the
 * user agent (empty when unknown), whether it is the installed app, when it signed in and was last
 * seen (to the hour), the country when known, and whether it is the device asking.
 */
export const SessionSchema = v.object({
  id: v.string(),
  browser: v.string(),
  os: v.string(),
  installed: v.boolean(),
  country: v.nullable(v.string()),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** `GET /api/sessions`: every device still signed in, last seen first (a reader has a handful). */
export const SessionListSchema = v.object({ items: v.array(SessionSchema) });

/** `DELETE /api/sessions/:id`. */
export const SessionParamSchema = v.object({ id: HexIdSchema });

/** `DELETE /api/sessions?others=true`: every session but the one asking. */
export const SessionsDeleteQuerySchema = v.object({ others: v.literal('true', 'others_required') });
