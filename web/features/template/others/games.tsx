import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { GAMES } from '../data/catalog.ts';

/** A grid of sample games; "play" marks a game as in your library. */
export function Games() {
  const { t, i18n } = useTranslation();
  const [library, setLibrary] = useState<string[]>([]);
  return (
    <ul className="games-grid">
      {GAMES.map((g) => {
        const added = library.includes(g.id);
        return (
          <li key={g.id} className="tpl-card game-card">
            <img src={g.image} alt="" className="game-card__art" loading="lazy" />
            <div className="game-card__body">
              <h2>{t(`tplSamples.games.${g.id}`)}</h2>
              <p className="muted">
                {t(`tplSamples.genres.${g.genre}`)} · {t('tplOthers.games.players', { count: g.players, formatted: g.players.toLocaleString(i18n.language) })}
              </p>
              <button
                type="button"
                className={`tpl-btn tpl-btn--sm ${added ? 'tpl-btn--ghost' : ''}`}
                aria-pressed={added}
                onClick={() => setLibrary((l) => (added ? l.filter((x) => x !== g.id) : [...l, g.id]))}
              >
                <Icon name={added ? 'check' : 'play'} size={16} /> {t(added ? 'tplOthers.games.inLibrary' : 'tplOthers.games.play')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
