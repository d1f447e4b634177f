import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { Switch } from '../common/switch.tsx';
import { pageLabel, type ElementPage } from '../model/template-pages.ts';
import './element.css';

function Buttons() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return (
    <>
      <section className="tpl-card element-box">
        <h2>{t('tplElement.variants')}</h2>
        <div className="element-row">
          <button type="button" className="tpl-btn" onClick={() => setCount((c) => c + 1)}>
            {t('tplElement.primary')}
          </button>
          <button type="button" className="tpl-btn tpl-btn--ghost" onClick={() => setCount((c) => c + 1)}>
            {t('tplElement.ghost')}
          </button>
          <button type="button" className="tpl-btn tpl-btn--sm" onClick={() => setCount((c) => c + 1)}>
            {t('tplElement.small')}
          </button>
          <button type="button" className="tpl-btn" disabled>
            {t('tplElement.disabled')}
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {t('tplElement.clicked', { count })}
        </p>
      </section>
      <section className="tpl-card element-box">
        <h2>{t('tplElement.iconButtons')}</h2>
        <div className="element-row">
          {(['heart', 'share', 'bookmark', 'bell', 'settings'] as const).map((icon) => (
            <button key={icon} type="button" className="tpl-icon-btn element-icon" aria-label={t(`tplElement.icons.${icon}`)}>
              <Icon name={icon} size={20} />
            </button>
          ))}
        </div>
      </section>
    </>
  );
}

function Forms() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  return (
    <form className="tpl-card element-box element-form" onSubmit={(e) => e.preventDefault()}>
      <label className="tpl-field">
        <span>{t('tplElement.text')}</span>
        <span className="tpl-field__control">
          <input placeholder={t('tplElement.textPlaceholder')} />
        </span>
      </label>
      <label className="tpl-field">
        <span>{t('tplElement.select')}</span>
        <span className="tpl-field__control">
          <select defaultValue="b">
            {(['a', 'b', 'c'] as const).map((o) => (
              <option key={o} value={o}>
                {t(`tplElement.options.${o}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
      <fieldset className="element-fieldset">
        <legend>{t('tplElement.choice')}</legend>
        {(['a', 'b'] as const).map((o) => (
          <label key={o} className="tpl-check">
            <input type="radio" name="choice" defaultChecked={o === 'a'} /> {t(`tplElement.options.${o}`)}
          </label>
        ))}
      </fieldset>
      <label className="tpl-check">
        <input type="checkbox" defaultChecked /> {t('tplElement.checkbox')}
      </label>
      <Switch label={t('tplElement.switch')} checked={on} onChange={setOn} />
    </form>
  );
}

/** The element group of the template: its buttons and form controls. */
export function ElementScreen({ page }: { page: ElementPage }) {
  const { t } = useTranslation();
  return (
    <div className="element-page">
      <h1 className="tpl-page-title">{pageLabel(t, `element/${page}`)}</h1>
      {page === 'buttons' ? <Buttons /> : <Forms />}
    </div>
  );
}
