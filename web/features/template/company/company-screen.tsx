import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { PEOPLE, scene } from '../data/people.ts';
import type { CompanyPage } from '../model/template-pages.ts';
import './company.css';
import type { NamesUnder } from '#web/lib/string-keys.ts';

const VALUES: { id: NamesUnder<'tplCompany.about.values'>; icon: IconName }[] = [
  { id: 'people', icon: 'users' },
  { id: 'craft', icon: 'award' },
  { id: 'open', icon: 'globe' },
];

function About() {
  const { t } = useTranslation();
  return (
    <>
      <section className="company-hero">
        <img src={scene('mountains')} alt="" />
        <div>
          <h1>{t('tplCompany.about.title')}</h1>
          <p>{t('tplCompany.about.intro')}</p>
        </div>
      </section>
      <ul className="company-values">
        {VALUES.map((v) => (
          <li key={v.id} className="tpl-card">
            <Icon name={v.icon} size={26} />
            <h2>{t(`tplCompany.about.values.${v.id}.title`)}</h2>
            <p className="muted">{t(`tplCompany.about.values.${v.id}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className="tpl-card company-team" aria-labelledby="team-title">
        <h2 id="team-title">{t('tplCompany.about.team')}</h2>
        <ul>
          {PEOPLE.slice(0, 4).map((p) => (
            <li key={p.id}>
              <img src={p.image} alt="" width={72} height={72} className="tpl-avatar" />
              <strong>{p.name}</strong>
              <span className="muted">{t(`tplSamples.jobs.${p.job}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Contact() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <div className="company-contact">
      <section className="tpl-card company-contact__form">
        <h1>{t('tplCompany.contact.title')}</h1>
        <p className="muted">{t('tplCompany.contact.intro')}</p>
        {sent ? (
          <p className="form-success" role="status">
            {t('tplCompany.contact.sent')}
          </p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setSent(true);
            }}
          >
            {(['name', 'email', 'message'] as const).map((field) => (
              <label key={field} className="tpl-field">
                <span>{t(`tplCompany.contact.${field}`)}</span>
                <span className="tpl-field__control">{field === 'message' ? <textarea rows={4} name={field} /> : <input name={field} type={field === 'email' ? 'email' : 'text'} />}</span>
              </label>
            ))}
            <button type="submit" className="tpl-btn">
              <Icon name="send" size={16} /> {t('tplCompany.contact.send')}
            </button>
          </form>
        )}
      </section>
      <aside className="tpl-card company-contact__card">
        <h2>{t('tplCompany.contact.office')}</h2>
        <p>
          <Icon name="mapPin" size={16} /> 12 rue de la République, 69002 Lyon
        </p>
        <p>
          <Icon name="mail" size={16} /> hello@sociala.example
        </p>
        <p>
          <Icon name="phone" size={16} /> +33 4 00 00 00 00
        </p>
      </aside>
    </div>
  );
}

/** The company group of the template: about and contact. */
export function CompanyScreen({ page }: { page: CompanyPage }) {
  return <div className="company-page">{page === 'about' ? <About /> : <Contact />}</div>;
}
