import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateAuthFrame } from './template-auth-frame.tsx';

/** Template login: email, password (show/hide), remember me, forgot link, social buttons. */
export function TemplateLoginScreen() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <TemplateAuthFrame
      title={t('tplAuth.loginTitle')}
      submitted={submitted}
      footer={
        <>
          {t('tplAuth.noAccount')} <Link to="/others/register">{t('tplAuth.registerLink')}</Link>
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
        <label className="tpl-field">
          <span>{t('tplAuth.email')}</span>
          <span className="tpl-field__control">
            <input type="email" name="email" autoComplete="off" placeholder={t('tplAuth.emailPlaceholder')} />
          </span>
        </label>
        <div className="tpl-field">
          <label htmlFor="tpl-login-password">{t('tplAuth.password')}</label>
          <span className="tpl-field__control">
            <input id="tpl-login-password" type={show ? 'text' : 'password'} name="password" autoComplete="off" placeholder={t('tplAuth.passwordPlaceholder')} />
            <button type="button" className="tpl-field__reveal" onClick={() => setShow((s) => !s)}>
              {t(show ? 'tplAuth.hide' : 'tplAuth.show')}
            </button>
          </span>
        </div>
        <div className="tpl-auth__row">
          <label className="tpl-check">
            <input type="checkbox" name="remember" /> {t('tplAuth.remember')}
          </label>
          <Link to="/login" search={{ mode: 'reset' }}>
            {t('tplAuth.forgot')}
          </Link>
        </div>
        <button type="submit" className="tpl-btn tpl-btn--block">
          {t('tplAuth.loginButton')}
        </button>
      </form>
      <p className="tpl-auth__or">{t('tplAuth.or')}</p>
      <div className="tpl-auth__social">
        {(['google', 'facebook'] as const).map((network) => (
          <button key={network} type="button" className={`tpl-social tpl-social--${network}`} onClick={() => setSubmitted(true)}>
            <span aria-hidden="true">{network === 'google' ? 'G' : 'f'}</span>
            {t(`tplAuth.${network}`)}
          </button>
        ))}
      </div>
    </TemplateAuthFrame>
  );
}
