import * as v from 'valibot';

/** The three forms of the login screen (spec §4 "Login screen states"). */
export const LOGIN_MODES = ['login', 'register', 'reset'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** `/login?mode=register|reset`: the form in view is in the URL, so Back returns to the previous one. */
const LoginSearchSchema = v.object({ mode: v.fallback(v.optional(v.picklist(LOGIN_MODES)), undefined) });
export type LoginSearch = { mode?: Exclude<LoginMode, 'login'> };

/** Keeps a known mode, drops anything else (and `login`, the default, so its URL stays `/login`). */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const { mode } = v.parse(LoginSearchSchema, search);
  return mode && mode !== 'login' ? { mode } : {};
}
