import { useTranslation } from 'react-i18next';
import { useContentLanguage, type ContentLanguageChoice } from '#web/lib/content-language.ts';
import './content-language-picker.css';
import type { PlainKey } from '#web/lib/string-keys.ts';

const CHOICES: { value: ContentLanguageChoice; key: PlainKey; lang?: string }[] = [
  { value: 'fr', key: 'contentLanguage.fr', lang: 'fr' },
  { value: 'en', key: 'contentLanguage.en', lang: 'en' },
  { value: 'both', key: 'contentLanguage.both' },
];

/** French, English or both: which articles the feeds show (remembered, applied offline too). */
export function ContentLanguagePicker() {
  const { t } = useTranslation();
  const [choice, setChoice] = useContentLanguage();
  return (
    <fieldset className="content-language">
      <legend className="content-language__legend">{t('contentLanguage.label')}</legend>
      <div className="content-language__options">
        {CHOICES.map((option) => (
          <label key={option.value} className="content-language__option">
            <input type="radio" name="content-language" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
            <span lang={option.lang}>{t(option.key)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
