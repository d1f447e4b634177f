import type { LoginResult } from '#api/schemas/user.ts';
import { api, readResponse } from '#web/lib/api-client.ts';

/** Whether the page runs as the installed app (a home-screen icon), not in a browser tab. */
const installed = () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

/**
 * `POST /api/auth/login`: the session and the signed-in user. The installed app says so, for the
 * Devices screen's "installed app" or "browser tab" (issue #30).
 */
export async function login(input: { username: string; password: string }): Promise<LoginResult> {
  return readResponse(api.auth.login.$post({ json: input }, installed() ? { headers: { 'X-Display-Mode': 'standalone' } } : undefined));
}
