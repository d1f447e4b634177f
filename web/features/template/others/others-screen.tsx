import { useTranslation } from 'react-i18next';
import { Tabs } from '../common/tabs.tsx';
import { pageLabel, type OthersPage } from '../model/template-pages.ts';
import { Birthdays } from './birthday.tsx';
import { EventCalendar } from './event-calendar.tsx';
import { Games } from './games.tsx';
import { Music } from './music.tsx';
import { Weather } from './weather.tsx';
import '../common/page-head.css';
import './others.css';

/** The others group: event calendar, birthdays, weather, music, games and a tabs page. */
export function OthersScreen({ page }: { page: OthersPage }) {
  const { t } = useTranslation();
  const content = {
    'event-calendar': <EventCalendar />,
    birthday: <Birthdays />,
    weather: <Weather />,
    music: <Music />,
    games: <Games />,
    tab: (
      <Tabs
        label={pageLabel(t, 'others/tab')}
        tabs={[
          { id: 'weather', title: pageLabel(t, 'others/weather'), content: <Weather /> },
          { id: 'birthday', title: pageLabel(t, 'others/birthday'), content: <Birthdays /> },
          { id: 'games', title: pageLabel(t, 'others/games'), content: <Games /> },
        ]}
      />
    ),
  }[page];
  return (
    <div className={`others-page others-page--${page}`}>
      <h1 className="tpl-page-title">{pageLabel(t, `others/${page}`)}</h1>
      {content}
    </div>
  );
}
