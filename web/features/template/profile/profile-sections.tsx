import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { useSetAtom } from 'jotai';
import { TimeAgo } from '../common/time-ago.tsx';
import { ACTIVITIES } from '../data/catalog.ts';
import { asFriend, firstName, PEOPLE, type SamplePerson } from '../data/people.ts';
import { chatFriendAtom } from '../model/template-atoms.ts';

/** Intro facts of a profile (timeline sidebar and about page). */
export function ProfileFacts({ who }: { who: SamplePerson }) {
  const { t } = useTranslation();
  const facts: [IconName, string][] = [
    ['award', t(`tplSamples.jobs.${who.job}`)],
    ['mapPin', t('tplProfile.livesIn', { city: who.city })],
    ['heart', t('tplProfile.relationship')],
    ['calendar', t('tplProfile.joined', { year: 2019 })],
  ];
  return (
    <ul className="profile-facts">
      {facts.map(([icon, text]) => (
        <li key={icon}>
          <Icon name={icon} size={18} /> {text}
        </li>
      ))}
    </ul>
  );
}

/** The about page: overview, work, places and contact in definition lists. */
export function ProfileAbout({ who }: { who: SamplePerson }) {
  const { t } = useTranslation();
  const sections = ['overview', 'work', 'places', 'contact'] as const;
  return (
    <div className="profile-about">
      {sections.map((section) => (
        <section key={section} className="tpl-card profile-about__section">
          <h2>{t(`tplProfile.about.${section}.title`)}</h2>
          {section === 'overview' ? (
            <>
              <p>{t('tplProfile.about.overview.text', { name: firstName(who) })}</p>
              <ProfileFacts who={who} />
            </>
          ) : (
            <dl>
              {(['a', 'b'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`tplProfile.about.${section}.${k}Label`)}</dt>
                  <dd>{t(`tplProfile.about.${section}.${k}`, { city: who.city })}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}

/** Friends grid, each with a message button that opens the chat box. */
export function ProfileFriends({ exclude }: { exclude: string }) {
  const { t } = useTranslation();
  const openChat = useSetAtom(chatFriendAtom);
  return (
    <ul className="profile-friends">
      {PEOPLE.filter((p) => p.id !== exclude).map((p) => (
        <li key={p.id} className="tpl-card">
          <img src={p.image} alt="" width={80} height={80} className="tpl-avatar" />
          <h3>{p.name}</h3>
          <p className="muted">
            {p.city} · {t('template.header.mutual', { count: p.mutual })}
          </p>
          <button type="button" className="tpl-btn tpl-btn--sm tpl-btn--ghost" onClick={() => openChat(asFriend(p))}>
            <Icon name="messageCircle" size={16} /> {t('tplProfile.message')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Recent activity of the profile. */
export function ActivityFeed() {
  const { t } = useTranslation();
  return (
    <ol className="tpl-card activity-feed">
      {ACTIVITIES.map((a) => (
        <li key={a.id}>
          <span className="activity-feed__icon">
            <Icon name={a.icon} size={18} />
          </span>
          <span>
            {t(`tplSamples.activities.${a.id}`)}
            <TimeAgo minutes={a.minutesAgo} />
          </span>
        </li>
      ))}
    </ol>
  );
}
