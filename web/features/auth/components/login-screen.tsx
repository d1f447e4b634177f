import { Navigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isAuthenticatedAtom } from '#web/lib/session.ts';
import { authErrorAtom } from '../auth-atoms.ts';
import type { LoginSearch } from '../login-search.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * The login screen (spec §2): login, register and reset-request forms, one at a time, switched by
 * links that change `?mode=`. Each form is its own component keyed by mode, so switching unmounts
 * the previous one (its values and errors are gone) and clears the sign-in error (spec §4).
 * A signed-in reader is sent home.
 */
export function LoginScreen({ search }: { search: LoginSearch }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const setAuthError = useSetAtom(authErrorAtom);
  const mode = search.mode ?? 'login';

  useEffect(() => {
    setAuthError(null);
    return () => setAuthError(null);
  }, [mode, setAuthError]);

  if (signedIn) return <Navigate to="/" replace />;
  return <AuthLayout>{mode === 'register' ? <RegisterForm key="register" /> : mode === 'reset' ? <ResetRequestForm key="reset" /> : <LoginForm key="login" />}</AuthLayout>;
}
