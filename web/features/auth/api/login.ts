import type { LoginResult } from '#api/schemas/user.ts';
import { api, readResponse } from '#web/lib/api-client.ts';

/** `POST /api/auth/login`: the session and the signed-in user. */
export async function login(input: { username: string; password: string }): Promise<LoginResult> {
  return readResponse(api.auth.login.$post({ json: input }));
}
