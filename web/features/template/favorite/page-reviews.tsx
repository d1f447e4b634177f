import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { TimeAgo } from '../common/time-ago.tsx';
import { REVIEWS } from '../data/catalog.ts';
import { ME, person } from '../data/people.ts';

const SHARES = [72, 18, 6, 3, 1];

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={16} className={n <= value ? 'is-on' : undefined} />
      ))}
    </span>
  );
}

/** Rating summary, the reviews, and a form whose review joins the list for this visit. */
export function PageReviews({ rating, compact = false }: { rating: number; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [mine, setMine] = useState<{ stars: number; text: string }[]>([]);
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  return (
    <div className={compact ? 'fav-reviews' : 'tpl-card fav-box fav-reviews'}>
      <div className="fav-reviews__summary">
        <p className="fav-reviews__score">{rating.toLocaleString(i18n.language)}</p>
        <Stars value={Math.round(rating)} label={t('tplFavorite.stars', { count: Math.round(rating) })} />
        <ul className="fav-reviews__bars" aria-label={t('tplFavorite.breakdown')}>
          {SHARES.map((share, i) => (
            <li key={i}>
              <span>{5 - i}</span>
              <span className="fav-reviews__bar">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
              <span>{share}%</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="fav-reviews__list">
        {mine.map((r, i) => (
          <li key={`mine-${i}`}>
            <img src={ME.image} alt="" className="tpl-avatar" width={40} height={40} />
            <div>
              <strong>{ME.name}</strong> <Stars value={r.stars} label={t('tplFavorite.stars', { count: r.stars })} />
              <p>{r.text}</p>
            </div>
          </li>
        ))}
        {REVIEWS.slice(0, compact ? 2 : undefined).map((r) => (
          <li key={r.id}>
            <img src={person(r.person).image} alt="" className="tpl-avatar" width={40} height={40} />
            <div>
              <strong>{person(r.person).name}</strong> <Stars value={r.stars} label={t('tplFavorite.stars', { count: r.stars })} /> <TimeAgo minutes={r.minutesAgo} />
              <p>{t(`tplSamples.reviews.${r.id}`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {!compact && (
        <form
          className="fav-reviews__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            setMine((m) => [{ stars, text: text.trim() }, ...m]);
            setText('');
          }}
        >
          <h2>{t('tplFavorite.writeReview')}</h2>
          <label>
            {t('tplFavorite.yourRating')}
            <select value={stars} onChange={(e) => setStars(Number(e.target.value))}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('tplFavorite.stars', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tplFavorite.yourReview')}
            <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" className="tpl-btn" disabled={!text.trim()}>
            {t('tplFavorite.publish')}
          </button>
        </form>
      )}
    </div>
  );
}
