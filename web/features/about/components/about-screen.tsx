import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import './about.css';

/** Where readers and authors write to the team. */
export const CONTACT_EMAIL = 'contact@tribus.example';

const FEATURES = [
  { key: 'stories', icon: 'fileText' },
  { key: 'podcasts', icon: 'mic' },
  { key: 'videos', icon: 'video' },
  { key: 'tribes', icon: 'globe' },
  { key: 'offline', icon: 'wifiOff' },
  { key: 'authors', icon: 'users' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** About (spec §2): intro, what the site offers, the mission and a contact mail link. */
export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <div className="about">
      <header className="about-hero">
        <p className="about-hero__kicker">{t('about.kicker')}</p>
        <h1 className="about-hero__title">{t('about.title')}</h1>
        <p className="about-hero__intro">{t('about.intro')}</p>
      </header>

      <section aria-labelledby="about-what" className="about-section">
        <h2 id="about-what" className="about-section__title">
          {t('about.whatTitle')}
        </h2>
        <ul className="about-features">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="about-feature card">
              <span className="about-feature__icon">
                <Icon name={icon} size={22} />
              </span>
              <h3>{t(`about.features.${key}.title`)}</h3>
              <p>{t(`about.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-mission" className="about-section about-mission">
        <h2 id="about-mission" className="about-section__title">
          {t('about.missionTitle')}
        </h2>
        <p>{t('about.mission1')}</p>
        <p>{t('about.mission2')}</p>
      </section>

      <section aria-labelledby="about-contact" className="about-section about-contact card">
        <div>
          <h2 id="about-contact" className="about-section__title">
            {t('about.contactTitle')}
          </h2>
          <p>{t('about.contactText')}</p>
        </div>
        <div className="about-contact__actions">
          <a className="btn" href={`mailto:${CONTACT_EMAIL}`}>
            <Icon name="mail" size={18} />
            {CONTACT_EMAIL}
          </a>
          <Link to="/" className="btn btn--ghost">
            {t('about.startReading')}
          </Link>
        </div>
      </section>
    </div>
  );
}
