import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n.ts';

/** Switches between French and English; the choice is remembered (selectedLanguage). */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <button type="button" className={`language-toggle ${className}`} onClick={() => void setLanguage(next)} lang={next}>
      {/* The visible code is short; the name says what the button does (and in the language it switches to). */}
      <span aria-hidden="true">{next.toUpperCase()}</span>
      <span className="visually-hidden">{t('common.switchLanguage')}</span>
    </button>
  );
}
