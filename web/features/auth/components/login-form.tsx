import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { authErrorAtom, authLoadingAtom, loginAtom } from '../auth-atoms.ts';
import { checkLogin, type FormCheck } from '../auth-rules.ts';
import { SubmitButton } from './submit-button.tsx';

/** Email and password; on success the session is stored and the reader goes home (spec §4). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<FormCheck | null>(null);
  const serverError = useAtomValue(authErrorAtom);
  const loading = useAtomValue(authLoadingAtom);
  const login = useSetAtom(loginAtom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const result = checkLogin({ email, password });
    setChecked(result);
    if (!result.valid) return;
    if (await login({ username: email.trim(), password })) void navigate({ to: '/' });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="login-title">
      <h1 id="login-title" className="auth-form__title">
        {t('login.title')}
      </h1>
      <p className="auth-form__intro">{t('login.intro')}</p>
      <FormMessage message={checked?.summary ?? serverError} />
      <FormField label={t('login.email')} name="email" type="email" autoComplete="username" inputMode="email" value={email} onValueChange={setEmail} error={checked?.fields.email} />
      <PasswordField label={t('login.password')} name="password" autoComplete="current-password" value={password} onValueChange={setPassword} error={checked?.fields.password} />
      <div className="auth-form__aside">
        <Link to="/login" search={{ mode: 'reset' }} className="auth-form__link">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <SubmitButton busy={loading} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
      <p className="auth-form__switch">
        {t('login.noAccount')}{' '}
        <Link to="/login" search={{ mode: 'register' }} className="auth-form__link">
          {t('login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
