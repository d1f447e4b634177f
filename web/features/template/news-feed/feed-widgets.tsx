import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { BIRTHDAYS, EVENTS, PAGES, WEATHER } from '../data/catalog.ts';
import { ME, PEOPLE, person } from '../data/people.ts';
import type { WidgetName } from './feed-layouts.ts';

function Widget({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section className="tpl-card feed-widget">
      <div className="feed-widget__head">
        <h2>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function ProfileCard() {
  const { t } = useTranslation();
  return (
    <section className="tpl-card feed-profile">
      <img src={ME.image} alt="" className="tpl-avatar" width={64} height={64} />
      <h2>{ME.name}</h2>
      <p className="muted">
        {t(`tplSamples.jobs.${ME.job}`)} · {ME.city}
      </p>
      <dl className="feed-profile__stats">
        {(['posts', 'friends', 'photos'] as const).map((k, i) => (
          <div key={k}>
            <dt>{t(`newsFeed.stats.${k}`)}</dt>
            <dd>{[42, 318, 127][i]}</dd>
          </div>
        ))}
      </dl>
      <Link to="/profile/$tab" params={{ tab: 'timeline' }} className="tpl-btn tpl-btn--sm tpl-btn--ghost">
        {t('newsFeed.viewProfile')}
      </Link>
    </section>
  );
}

function Suggestions() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string[]>([]);
  return (
    <Widget
      title={t('newsFeed.widgets.suggestions')}
      more={
        <Link to="/profile/$tab" params={{ tab: 'friends' }}>
          {t('newsFeed.seeAll')}
        </Link>
      }
    >
      <ul className="feed-widget__list">
        {PEOPLE.slice(5, 8).map((p) => (
          <li key={p.id}>
            <img src={p.image} alt="" className="tpl-avatar" width={40} height={40} />
            <span className="feed-widget__text">
              <strong>{p.name}</strong>
              <span className="muted">{t('template.header.mutual', { count: p.mutual })}</span>
            </span>
            <button type="button" className="tpl-btn tpl-btn--sm" aria-pressed={sent.includes(p.id)} onClick={() => setSent((s) => (s.includes(p.id) ? s.filter((x) => x !== p.id) : [...s, p.id]))}>
              {t(sent.includes(p.id) ? 'newsFeed.requestSent' : 'newsFeed.addFriend')}
            </button>
          </li>
        ))}
      </ul>
    </Widget>
  );
}

function Events() {
  const { t, i18n } = useTranslation();
  const month = new Date().toLocaleDateString(i18n.language, { month: 'short' });
  return (
    <Widget
      title={t('newsFeed.widgets.events')}
      more={
        <Link to="/others/$page" params={{ page: 'event-calendar' }}>
          {t('newsFeed.seeAll')}
        </Link>
      }
    >
      <ul className="feed-widget__list">
        {EVENTS.slice(0, 3).map((e) => (
          <li key={e.id}>
            <span className="feed-date" aria-hidden="true">
              <b>{e.day}</b>
              {month}
            </span>
            <span className="feed-widget__text">
              <strong>{t(`tplSamples.events.${e.id}.title`)}</strong>
              <span className="muted">{t(`tplSamples.events.${e.id}.place`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Widget>
  );
}

function Pages() {
  const { t } = useTranslation();
  return (
    <Widget
      title={t('newsFeed.widgets.pages')}
      more={
        <Link to="/favorite/$tab" params={{ tab: 'page-listing' }}>
          {t('newsFeed.seeAll')}
        </Link>
      }
    >
      <ul className="feed-widget__list">
        {PAGES.slice(0, 3).map((p) => (
          <li key={p.id}>
            <img src={p.image} alt="" className="feed-widget__thumb" width={48} height={48} />
            <span className="feed-widget__text">
              <strong>{t(`tplSamples.pages.${p.id}.name`)}</strong>
              <span className="muted">{t(`tplSamples.categories.${p.category}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Widget>
  );
}

function Birthday() {
  const { t } = useTranslation();
  const today = BIRTHDAYS.filter((b) => b.inDays === 0).map((b) => person(b.person).name);
  return (
    <Widget title={t('newsFeed.widgets.birthday')}>
      <p className="feed-widget__birthday">
        <Icon name="gift" size={28} />
        <span>{t('newsFeed.birthdayToday', { names: today.join(t('newsFeed.and')) })}</span>
      </p>
      <Link to="/others/$page" params={{ page: 'birthday' }} className="tpl-btn tpl-btn--sm tpl-btn--ghost">
        {t('newsFeed.sendWishes')}
      </Link>
    </Widget>
  );
}

function Weather() {
  const { t } = useTranslation();
  return (
    <Widget title={t('newsFeed.widgets.weather')}>
      <Link to="/others/$page" params={{ page: 'weather' }} className="feed-weather">
        <Icon name="cloud" size={36} />
        <span>
          <b>{WEATHER.temperature}°</b> {WEATHER.city}
        </span>
        <span className="muted">{t(`tplOthers.weather.conditions.${WEATHER.condition}`)}</span>
      </Link>
    </Widget>
  );
}

const WIDGETS: Record<WidgetName, () => ReactNode> = { profileCard: ProfileCard, suggestions: Suggestions, events: Events, pages: Pages, birthday: Birthday, weather: Weather };

/** The sidebar widgets a layout names, in order. */
export function FeedWidgets({ names }: { names: WidgetName[] }) {
  return (
    <>
      {names.map((name) => {
        const Component = WIDGETS[name];
        return <Component key={name} />;
      })}
    </>
  );
}
