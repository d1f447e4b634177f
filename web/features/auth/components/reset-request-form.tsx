import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/form-field.tsx';
import { apiErrorMessage, FormMessage } from '#web/components/form-message.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { checkResetRequest, type FormCheck } from '../auth-rules.ts';
import { RESET_REQUEST_HOME_MS } from '../timers.ts';
import { useTimeout } from '../use-timeout.ts';
import { DonePanel } from './done-panel.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The email of the account; on success a message, then home after 6 s (spec §4). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<FormCheck | null>(null);
  const mutation = useRequestPasswordReset();

  useTimeout(() => void navigate({ to: '/' }), RESET_REQUEST_HOME_MS, mutation.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = checkResetRequest({ email });
    setChecked(result);
    if (!result.valid) return;
    mutation.mutate(email.trim());
  };

  if (mutation.isSuccess) {
    return (
      <DonePanel icon="mail" title="resetRequest.successTitle" message="resetRequest.success">
        <p className="auth-form__switch">
          <Link to="/" className="auth-form__link">
            {t('authLayout.home')}
          </Link>
        </p>
      </DonePanel>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="reset-request-title">
      <h1 id="reset-request-title" className="auth-form__title">
        {t('resetRequest.title')}
      </h1>
      <p className="auth-form__intro">{t('resetRequest.intro')}</p>
      <FormMessage message={checked?.summary ?? (mutation.isError ? apiErrorMessage(mutation.error) : null)} />
      <FormField label={t('resetRequest.email')} name="email" type="email" autoComplete="email" inputMode="email" value={email} onValueChange={setEmail} error={checked?.fields.email} />
      <SubmitButton busy={mutation.isPending} busyLabel={t('resetRequest.submitting')}>
        {t('resetRequest.submit')}
      </SubmitButton>
      <p className="auth-form__switch">
        <Link to="/login" search={{}} className="auth-form__link">
          {t('login.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
