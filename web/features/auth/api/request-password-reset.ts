import { useMutation } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';

/** `POST /api/auth/recovery-password`: `202` whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  return readResponse(api.auth['recovery-password'].$post({ json: { email } }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
