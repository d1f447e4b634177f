import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { asFriend, scene, type SamplePerson } from '../data/people.ts';
import { chatFriendAtom } from '../model/template-atoms.ts';
import { PROFILE_TABS, type ProfileTab } from '../model/template-pages.ts';

const NAV_TABS = PROFILE_TABS.filter((tab) => tab !== 'friend-profile');

/** Cover, avatar, name and the profile tabs; a friend's profile has add-friend and message buttons. */
export function ProfileHeader({ who, own, current }: { who: SamplePerson; own: boolean; current: ProfileTab }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const openChat = useSetAtom(chatFriendAtom);
  return (
    <section className="tpl-card profile-head">
      <img className="profile-head__cover" src={scene(own ? 'dawn-hills' : 'blue-lake')} alt="" />
      <div className="profile-head__row">
        <img className="profile-head__avatar" src={who.image} alt="" width={112} height={112} />
        <div className="profile-head__who">
          <h1>{who.name}</h1>
          <p className="muted">
            {t(`tplSamples.jobs.${who.job}`)} · <Icon name="mapPin" size={14} /> {who.city}
          </p>
        </div>
        <div className="profile-head__actions">
          {own ? (
            <Link to="/others/setting" className="tpl-btn tpl-btn--ghost">
              <Icon name="edit" size={16} /> {t('tplProfile.edit')}
            </Link>
          ) : (
            <>
              <button type="button" className="tpl-btn" aria-pressed={requested} onClick={() => setRequested((r) => !r)}>
                <Icon name={requested ? 'check' : 'plus'} size={16} /> {t(requested ? 'tplProfile.requestSent' : 'tplProfile.addFriend')}
              </button>
              <button type="button" className="tpl-btn tpl-btn--ghost" onClick={() => openChat(asFriend(who))}>
                <Icon name="messageCircle" size={16} /> {t('tplProfile.message')}
              </button>
            </>
          )}
        </div>
      </div>
      <nav className="profile-head__tabs" aria-label={t('tplProfile.tabs')}>
        <ul>
          {NAV_TABS.map((tab) => (
            <li key={tab}>
              <Link to="/profile/$tab" params={{ tab }} className={tab === current ? 'is-active' : undefined} aria-current={tab === current ? 'page' : undefined}>
                {t(`template.pageNames.profile/${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
