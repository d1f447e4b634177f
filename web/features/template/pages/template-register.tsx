import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateAuthFrame } from './template-auth-frame.tsx';

const FIELDS = [
  { name: 'fullName', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'password', type: 'password' },
] as const;

/** Template register: full name, email, password (no rules, creates nothing). */
export function TemplateRegisterScreen() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  return (
    <TemplateAuthFrame
      title={t('tplAuth.registerTitle')}
      submitted={submitted}
      footer={
        <>
          {t('tplAuth.haveAccount')} <Link to="/others/login">{t('tplAuth.loginLink')}</Link>
        </>
      }
    >
      <form
        className="tpl-auth__form"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(true);
        }}
      >
        {FIELDS.map((field) => (
          <label key={field.name} className="tpl-field">
            <span>{t(`tplAuth.${field.name}`)}</span>
            <span className="tpl-field__control">
              <input type={field.type} name={field.name} autoComplete="off" placeholder={t(`tplAuth.${field.name}Placeholder`)} />
            </span>
          </label>
        ))}
        <button type="submit" className="tpl-btn tpl-btn--block">
          {t('tplAuth.registerButton')}
        </button>
      </form>
    </TemplateAuthFrame>
  );
}
