import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES, TEXT_TYPES, type ArticleType } from '#api/schemas/article.ts';
import { useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon, type IconName } from '#web/components/icon.tsx';

const TYPES: { value: ArticleType; key: 'text' | 'audio' | 'video'; icon: IconName }[] = [
  { value: ARTICLE_TYPES.text, key: 'text', icon: 'fileText' },
  { value: ARTICLE_TYPES.audio, key: 'audio', icon: 'mic' },
  { value: ARTICLE_TYPES.video, key: 'video', icon: 'video' },
];

/** The article type (required; spec §4: text, audio or video) as three large radio cards. */
export function TypeField({ value, onChange, error }: { value: ArticleType | null; onChange: (type: ArticleType) => void; error?: Message }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <fieldset className="editor-group type-field" aria-describedby={error ? 'type-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('editor.type.label')}</legend>
      <div className="type-cards">
        {TYPES.map((type) => (
          <label key={type.key} className={`type-card type-card--${type.key}${value === type.value ? ' type-card--on' : ''}`}>
            <input type="radio" name="article-type" className="visually-hidden" checked={value === type.value} onChange={() => onChange(type.value)} />
            <Icon name={type.icon} size={24} />
            <span className="type-card__title">{t(`editor.type.${type.key}`)}</span>
            <span className="type-card__hint">{t(`editor.type.${type.key}Hint`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="type-error" className="field-error">
          {text(error)}
        </p>
      )}
    </fieldset>
  );
}

/** Text mode (spec §4): plain text (0) or a story in sections (1). */
export function TextModeField({ value, onChange }: { value: 0 | 1; onChange: (mode: 0 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="editor-group segmented-field">
      <legend>{t('editor.mode.label')}</legend>
      <div className="segmented">
        {([TEXT_TYPES.text, TEXT_TYPES.story] as const).map((mode) => (
          <label key={mode} className={`segmented__item${value === mode ? ' segmented__item--on' : ''}`}>
            <input type="radio" name="text-mode" className="visually-hidden" checked={value === mode} onChange={() => onChange(mode)} />
            <Icon name={mode === TEXT_TYPES.text ? 'fileText' : 'grid'} size={18} />
            {t(mode === TEXT_TYPES.text ? 'editor.mode.text' : 'editor.mode.story')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
