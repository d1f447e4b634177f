import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#web/components/form-field.tsx';
import { apiErrorMessage, FormMessage } from '#web/components/form-message.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkResetPassword, type FormCheck } from '../auth-rules.ts';
import { RESET_PASSWORD_LOGIN_MS } from '../timers.ts';
import { useTimeout } from '../use-timeout.ts';
import { AuthLayout } from './auth-layout.tsx';
import { DonePanel } from './done-panel.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * `reset_password/{code}` (spec §2): new and repeated password. Success shows a message and goes
 * to login after 3 s; an unknown or expired code offers to ask for a new link.
 */
export function ResetPasswordScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', rpassword: '' });
  const [checked, setChecked] = useState<FormCheck | null>(null);
  const mutation = useResetPassword();
  const expired = mutation.error instanceof ApiRequestError && mutation.error.status === 404;

  useTimeout(() => void navigate({ to: '/login', search: {} }), RESET_PASSWORD_LOGIN_MS, mutation.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = checkResetPassword(values);
    setChecked(result);
    if (!result.valid) return;
    mutation.mutate({ code, password: values.password });
  };

  const signIn = (
    <p className="auth-form__switch">
      <Link to="/login" search={{}} className="auth-form__link">
        {t('login.backToLogin')}
      </Link>
    </p>
  );

  if (mutation.isSuccess) {
    return (
      <AuthLayout>
        <DonePanel icon="check" title="resetPassword.successTitle" message="resetPassword.success">
          {signIn}
        </DonePanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="auth-form__title" id="reset-password-title">
        {t('resetPassword.title')}
      </h1>
      {expired ? (
        <>
          <FormMessage message={{ key: 'resetPassword.invalidLink' }} />
          <Link to="/login" search={{ mode: 'reset' }} className="btn auth-form__submit">
            {t('resetPassword.requestNew')}
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby="reset-password-title">
          <p className="auth-form__intro">{t('resetPassword.intro')}</p>
          <FormMessage message={checked?.summary ?? (mutation.isError ? apiErrorMessage(mutation.error) : null)} />
          <PasswordField
            label={t('resetPassword.password')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={(password) => setValues((v) => ({ ...v, password }))}
            hint={checked?.fields.password ? undefined : t('passwordPolicy')}
            error={checked?.fields.password}
          />
          <PasswordField
            label={t('resetPassword.rpassword')}
            name="rpassword"
            autoComplete="new-password"
            value={values.rpassword}
            onValueChange={(rpassword) => setValues((v) => ({ ...v, rpassword }))}
            error={checked?.fields.rpassword}
          />
          <SubmitButton busy={mutation.isPending} busyLabel={t('resetPassword.submitting')}>
            {t('resetPassword.submit')}
          </SubmitButton>
        </form>
      )}
      {signIn}
    </AuthLayout>
  );
}
