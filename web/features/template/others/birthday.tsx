import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { BIRTHDAYS } from '../data/catalog.ts';
import { person } from '../data/people.ts';

/** Today's birthdays (send wishes) and the upcoming ones with their dates. */
export function Birthdays() {
  const { t, i18n } = useTranslation();
  const [wished, setWished] = useState<string[]>([]);
  const [today] = useState(() => Date.now());
  const date = (inDays: number) => new Date(today + inDays * 86_400_000).toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <div className="others-birthdays">
      <section className="others-box" aria-labelledby="today-title">
        <h2 id="today-title">{t('tplOthers.birthday.today')}</h2>
        <ul className="birthday-today">
          {BIRTHDAYS.filter((b) => b.inDays === 0).map((b) => {
            const p = person(b.person);
            const done = wished.includes(b.person);
            return (
              <li key={b.person} className="tpl-card">
                <img src={p.image} alt="" width={72} height={72} className="tpl-avatar" />
                <h3>{p.name}</h3>
                <p className="muted">{t('tplOthers.birthday.turns', { age: b.age })}</p>
                <button type="button" className={`tpl-btn tpl-btn--sm ${done ? 'tpl-btn--ghost' : ''}`} aria-pressed={done} onClick={() => setWished((w) => (done ? w : [...w, b.person]))}>
                  <Icon name={done ? 'check' : 'gift'} size={16} /> {t(done ? 'tplOthers.birthday.sent' : 'tplOthers.birthday.wish')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="tpl-card others-box" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('tplOthers.birthday.upcoming')}</h2>
        <ul className="birthday-list">
          {BIRTHDAYS.filter((b) => b.inDays > 0).map((b) => {
            const p = person(b.person);
            return (
              <li key={b.person}>
                <img src={p.image} alt="" width={44} height={44} className="tpl-avatar" />
                <span>
                  <strong>{p.name}</strong>
                  <span className="muted">{date(b.inDays)}</span>
                </span>
                <span className="birthday-list__in">{t('tplOthers.birthday.inDays', { count: b.inDays })}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
