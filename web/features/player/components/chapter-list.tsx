import { useTranslation } from 'react-i18next';
import { currentIndex, type Chapter } from '#api/schemas/transcript.ts';
import { formatTime } from '../format-time.ts';

/**
 * The podcast's chapters in the player: each a button that jumps there; the one playing is marked.
 * Its name is its visible text ("0:28 The moral"): a different label breaks voice control (WCAG 2.5.3).
 */
export function ChapterList({ chapters, time, onSeek }: { chapters: readonly Chapter[]; time: number; onSeek: (time: number) => void }) {
  const { t } = useTranslation();
  const current = currentIndex(chapters, time);
  return (
    <nav className="podcast-player__chapters" aria-label={t('player.chapters')}>
      <ol>
        {chapters.map((c, i) => (
          <li key={`${c.start}-${i}`}>
            <button type="button" className="player-chapter" aria-current={i === current ? 'true' : undefined} onClick={() => onSeek(c.start)}>
              <span className="player-chapter__time">{formatTime(c.start)}</span>
              <span className="player-chapter__title">{c.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
