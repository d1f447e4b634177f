import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordField } from '#web/components/form-field.tsx';
import { apiErrorMessage, FormMessage } from '#web/components/form-message.tsx';
import { useRegister } from '../api/register.ts';
import { checkRegister, type FormCheck } from '../auth-rules.ts';
import { REGISTER_RETURN_MS } from '../timers.ts';
import { useTimeout } from '../use-timeout.ts';
import { DonePanel } from './done-panel.tsx';
import { SubmitButton } from './submit-button.tsx';

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** First name, last name, email and password; on success a message, then back to login after 8 s. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState<FormCheck | null>(null);
  const mutation = useRegister();
  const set = (name: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  useTimeout(() => void navigate({ to: '/login', search: {} }), REGISTER_RETURN_MS, mutation.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = checkRegister(values);
    setChecked(result);
    if (!result.valid) return;
    mutation.mutate({ ...values, language: i18n.language === 'en' ? 'en' : 'fr' });
  };

  if (mutation.isSuccess) {
    return (
      <DonePanel icon="mail" title="register.successTitle" message="register.success">
        <p className="auth-form__switch">
          <Link to="/login" search={{}} className="auth-form__link">
            {t('login.backToLogin')}
          </Link>
        </p>
      </DonePanel>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="register-title">
      <h1 id="register-title" className="auth-form__title">
        {t('register.title')}
      </h1>
      <p className="auth-form__intro">{t('register.intro')}</p>
      <FormMessage message={checked?.summary ?? (mutation.isError ? apiErrorMessage(mutation.error) : null)} />
      <div className="auth-form__row">
        <FormField label={t('register.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onValueChange={set('firstName')} error={checked?.fields.firstName} />
        <FormField label={t('register.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onValueChange={set('lastName')} error={checked?.fields.lastName} />
      </div>
      <FormField label={t('register.email')} name="email" type="email" autoComplete="email" inputMode="email" value={values.email} onValueChange={set('email')} error={checked?.fields.email} />
      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        hint={checked?.fields.password ? undefined : t('passwordPolicy')}
        error={checked?.fields.password}
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
      <p className="auth-form__switch">
        {t('login.haveAccount')}{' '}
        <Link to="/login" search={{}} className="auth-form__link">
          {t('login.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
