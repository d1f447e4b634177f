import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '#api/schemas/user.ts';
import { api, readResponse } from '#web/lib/api-client.ts';

/** `POST /api/users`: creates the account and mails its activation link. */
export async function register(input: RegisterInput): Promise<{ message: string }> {
  return readResponse(api.users.$post({ json: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
