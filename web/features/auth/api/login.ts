import type { LoginResult } from '#api/schemas/user.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** `POST /api/auth/login`: the session and the signed-in user. */
export async function login(input: { username: string; password: string }): Promise<LoginResult> {
  return readJson<LoginResult>(await api.auth.login.$post({ json: input }));
}
