import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MAX, TEXT_MIN_WORDS } from '#api/schemas/article.ts';
import { useMessageText, type Message } from '#web/components/form-message.tsx';
import { wordCount } from '../model/rules.ts';

/** The plain text (at least 200 words, spec §5) with a live word count. */
export function TextBody({ value, onChange, error }: { value: string; onChange: (content: string) => void; error?: Message }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const words = wordCount(value);
  return (
    <div className="field text-body">
      <label htmlFor={id}>{t('editor.content.label')}</label>
      <textarea
        id={id}
        value={value}
        rows={12}
        maxLength={CONTENT_MAX}
        placeholder={t('editor.content.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="word-count">
        <div className="word-count__bar" aria-hidden="true">
          <span style={{ width: `${Math.min(100, (words.count / TEXT_MIN_WORDS) * 100)}%` }} className={words.enough ? 'word-count__fill word-count__fill--ok' : 'word-count__fill'} />
        </div>
        <p id={`${id}-count`} className={words.enough ? 'word-count__text word-count__text--ok' : 'word-count__text'} aria-live="polite">
          {words.enough ? t('editor.content.countOk', { count: words.count }) : t('editor.content.count', { count: words.count, min: TEXT_MIN_WORDS })}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </div>
  );
}
