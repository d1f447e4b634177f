import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { EVENTS } from '../data/catalog.ts';

/** Month grid cells: leading blanks (weeks start on Monday), then the days. */
export function monthCells(year: number, month: number): (number | null)[] {
  const first = (new Date(year, month, 1).getDay() + 6) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  return [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

/** A month calendar with the sample events of the current month; a day lists its events. */
export function EventCalendar() {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const [shown, setShown] = useState({ year: today.getFullYear(), month: today.getMonth() });
  const [selected, setSelected] = useState<number | null>(null);
  const isCurrentMonth = shown.year === today.getFullYear() && shown.month === today.getMonth();
  const events = isCurrentMonth ? EVENTS : [];
  const dayEvents = (day: number) => events.filter((e) => e.day === day);
  const title = new Date(shown.year, shown.month, 1).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' });
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i).toLocaleDateString(i18n.language, { weekday: 'short' }));
  const move = (step: number) => {
    setSelected(null);
    setShown(({ year, month }) => ({ year: month + step < 0 ? year - 1 : month + step > 11 ? year + 1 : year, month: (month + step + 12) % 12 }));
  };
  const listed = selected === null ? events : dayEvents(selected);

  return (
    <div className="others-calendar">
      <section className="tpl-card calendar" aria-labelledby="calendar-title">
        <div className="calendar__head">
          <button type="button" className="tpl-icon-btn" aria-label={t('tplOthers.calendar.previous')} onClick={() => move(-1)}>
            <Icon name="chevronLeft" size={20} className="tpl-flip" />
          </button>
          <h2 id="calendar-title" aria-live="polite">
            {title}
          </h2>
          <button type="button" className="tpl-icon-btn" aria-label={t('tplOthers.calendar.next')} onClick={() => move(1)}>
            <Icon name="chevronRight" size={20} className="tpl-flip" />
          </button>
        </div>
        <ol className="calendar__grid">
          {weekdays.map((d) => (
            <li key={d} className="calendar__weekday" aria-hidden="true">
              {d}
            </li>
          ))}
          {monthCells(shown.year, shown.month).map((day, i) =>
            day === null ? (
              <li key={`blank-${i}`} aria-hidden="true" />
            ) : (
              <li key={day}>
                <button
                  type="button"
                  className={`calendar__day ${isCurrentMonth && day === today.getDate() ? 'is-today' : ''} ${dayEvents(day).length ? 'has-events' : ''}`}
                  aria-pressed={selected === day}
                  aria-label={`${new Date(shown.year, shown.month, day).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long' })}${dayEvents(day).length ? `, ${t('tplOthers.calendar.events', { count: dayEvents(day).length })}` : ''}`}
                  onClick={() => setSelected((s) => (s === day ? null : day))}
                >
                  {day}
                </button>
              </li>
            ),
          )}
        </ol>
      </section>
      <section className="tpl-card others-box" aria-labelledby="events-title">
        <h2 id="events-title">{selected === null ? t('tplOthers.calendar.thisMonth') : t('tplOthers.calendar.onDay', { day: selected })}</h2>
        {listed.length === 0 ? (
          <p className="muted">{t('tplOthers.calendar.none')}</p>
        ) : (
          <ul className="event-list">
            {listed.map((e) => (
              <li key={e.id}>
                <img src={e.image} alt="" width={64} height={64} />
                <span>
                  <strong>{t(`tplSamples.events.${e.id}.title`)}</strong>
                  <span className="muted">
                    {new Date(shown.year, shown.month, e.day).toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })} · {e.hour}
                  </span>
                  <span className="muted">
                    <Icon name="mapPin" size={14} /> {t(`tplSamples.events.${e.id}.place`)} · {t('tplOthers.calendar.going', { count: e.going })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
