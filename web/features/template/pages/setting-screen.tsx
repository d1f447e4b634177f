import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { Switch } from '../common/switch.tsx';
import { ME } from '../data/people.ts';
import './pages.css';
import type { NamesUnder } from '#web/lib/string-keys.ts';

const LINKS: { id: NamesUnder<'tplSetting.links'>; icon: IconName; path: string }[] = [
  { id: 'account', icon: 'user', path: '/profile/about' },
  { id: 'friends', icon: 'users', path: '/profile/friends' },
  { id: 'help', icon: 'info', path: '/others/help-support' },
  { id: 'privacy', icon: 'fileText', path: '/others/help-article' },
];
const TOGGLES = ['emailNotifications', 'pushNotifications', 'privateProfile'] as const;

/** Template account settings: links to the account pages and preference switches. */
export function SettingScreen() {
  const { t } = useTranslation();
  const [on, setOn] = useState<Record<string, boolean>>({ emailNotifications: true, pushNotifications: false, privateProfile: false });
  return (
    <div className="setting-page">
      <h1 className="tpl-page-title">{t('template.pageNames.others/setting')}</h1>
      <section className="tpl-card setting-me">
        <img src={ME.image} alt="" className="tpl-avatar" width={64} height={64} />
        <div>
          <h2>{ME.name}</h2>
          <p className="muted">amara.diallo@example.com</p>
        </div>
      </section>
      <section className="tpl-card setting-box" aria-labelledby="setting-general">
        <h2 id="setting-general">{t('tplSetting.general')}</h2>
        <ul className="setting-links">
          {LINKS.map((l) => (
            <li key={l.id}>
              <Link to={l.path}>
                <span className={`setting-links__icon setting-links__icon--${l.id}`}>
                  <Icon name={l.icon} size={18} />
                </span>
                {t(`tplSetting.links.${l.id}`)}
                <Icon name="chevronRight" size={18} className="setting-links__chevron tpl-flip" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="tpl-card setting-box" aria-labelledby="setting-prefs">
        <h2 id="setting-prefs">{t('tplSetting.preferences')}</h2>
        {TOGGLES.map((id) => (
          <Switch key={id} label={t(`tplSetting.toggles.${id}`)} checked={on[id] ?? false} onChange={(value) => setOn((s) => ({ ...s, [id]: value }))} />
        ))}
      </section>
    </div>
  );
}
