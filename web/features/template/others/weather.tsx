import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { WEATHER } from '../data/catalog.ts';

/** A weather card (sample city): now, the next hours and the next five days. */
export function Weather() {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => Date.now());
  const day = (offset: number) => new Date(today + offset * 86_400_000).toLocaleDateString(i18n.language, { weekday: 'long' });
  return (
    <div className="others-weather">
      <section className="tpl-card weather-now" aria-labelledby="weather-title">
        <div>
          <h2 id="weather-title">{WEATHER.city}</h2>
          <p className="weather-now__date">{new Date(today).toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}</p>
          <p className="weather-now__temp">{WEATHER.temperature}°C</p>
          <p>{t(`tplOthers.weather.conditions.${WEATHER.condition}`)}</p>
        </div>
        <Icon name="cloud" size={96} className="weather-now__icon" />
        <dl className="weather-now__facts">
          <div>
            <dt>{t('tplOthers.weather.feelsLike')}</dt>
            <dd>{WEATHER.feelsLike}°C</dd>
          </div>
          <div>
            <dt>{t('tplOthers.weather.humidity')}</dt>
            <dd>{WEATHER.humidity}%</dd>
          </div>
          <div>
            <dt>{t('tplOthers.weather.wind')}</dt>
            <dd>{WEATHER.wind} km/h</dd>
          </div>
        </dl>
      </section>
      <section className="tpl-card others-box" aria-labelledby="hourly-title">
        <h2 id="hourly-title">{t('tplOthers.weather.hourly')}</h2>
        <ul className="weather-hours">
          {WEATHER.hourly.map((h) => (
            <li key={h.hour}>
              <span className="muted">{h.hour}</span>
              <Icon name={h.icon} size={26} />
              <strong>{h.temp}°</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="tpl-card others-box" aria-labelledby="daily-title">
        <h2 id="daily-title">{t('tplOthers.weather.daily')}</h2>
        <ul className="weather-days">
          {WEATHER.daily.map((d) => (
            <li key={d.day}>
              <span className="weather-days__name">{day(d.day)}</span>
              <Icon name={d.icon} size={22} />
              <span className="muted">{t('tplOthers.weather.range', { min: d.min, max: d.max })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
