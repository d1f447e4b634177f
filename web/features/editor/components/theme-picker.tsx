import { useTranslation } from 'react-i18next';
import { useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { themeTitle } from '#web/queries/themes.ts';
import { useEditorThemes } from '../api/reference-data.ts';
import type { Setter } from '../model/setter.ts';

/** The API accepts up to 5 themes per article (ArticleInputSchema). */
const THEMES_MAX = 5;

/** Themes (required): the dozen themes as toggles, named in the reader's language. */
export function ThemePicker({ value, onChange, error }: { value: number[]; onChange: Setter<number[]>; error?: Message }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const themes = useEditorThemes();
  const full = value.length >= THEMES_MAX;
  return (
    <fieldset className="editor-group theme-picker" aria-describedby={error ? 'themes-error' : 'themes-hint'} aria-invalid={error ? true : undefined}>
      <legend>{t('editor.themes.label')}</legend>
      <p id="themes-hint" className="field-hint">
        {t('editor.themes.hint', { count: THEMES_MAX })}
      </p>
      {themes.isPending && <div className="skeleton theme-picker__skeleton" aria-label={t('common.loading')} />}
      {themes.isError && (
        <p className="field-hint">
          {t('editor.themes.unavailable')}{' '}
          <button type="button" className="link-btn" onClick={() => void themes.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <div className="toggle-chips">
        {(themes.data ?? []).map((theme) => {
          const checked = value.includes(theme.id);
          return (
            <label key={theme.id} className={`toggle-chip${checked ? ' toggle-chip--on' : ''}`}>
              <input
                type="checkbox"
                className="visually-hidden"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange((previous) => (previous.includes(theme.id) ? previous.filter((id) => id !== theme.id) : [...previous, theme.id]))}
              />
              {checked && <Icon name="check" size={14} />}
              {themeTitle(theme, i18n.language)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="themes-error" className="field-error">
          {text(error)}
        </p>
      )}
    </fieldset>
  );
}
