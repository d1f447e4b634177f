import { useMutation } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';

/** `POST /api/auth/reset-password/:code`: sets the new password; `404 invalid_reset_code`. */
export async function resetPassword({ code, password }: { code: string; password: string }): Promise<{ message: string }> {
  return readResponse(api.auth['reset-password'][':code'].$post({ param: { code }, json: { password } }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
