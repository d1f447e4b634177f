import { useTranslation } from 'react-i18next';
import { currentIndex, type Transcript } from '#api/schemas/transcript.ts';
import { formatTime } from '../format-time.ts';
import './transcript-panel.css';

/**
 * The transcript under the player (WCAG 2.2 §1.2.1), collapsible. Timed cues are buttons that
 * seek the player there (tap, click, Enter or Space); the cue being heard is highlighted and
 * marked `aria-current`. A plain-text transcript is shown as paragraphs.
 */
export function TranscriptPanel({ transcript, time, onSeek }: { transcript: Transcript; time: number; onSeek: (time: number) => void }) {
  const { t } = useTranslation();
  const current = transcript.format === 'cues' ? currentIndex(transcript.cues, time) : -1;
  return (
    <details className="transcript card" open>
      <summary className="transcript__summary">{t('player.transcript')}</summary>
      {transcript.format === 'cues' ? (
        <>
          <p className="transcript__hint">{t('player.transcriptHint')}</p>
          <ol className="transcript__cues">
            {transcript.cues.map((cue, i) => (
              <li key={`${cue.start}-${i}`}>
                <button type="button" className="transcript__cue" aria-current={i === current ? 'true' : undefined} onClick={() => onSeek(cue.start)}>
                  <span className="transcript__time">{formatTime(cue.start)}</span>
                  <span className="transcript__text">{cue.text}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div className="transcript__text-body">
          {transcript.text
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p, i) => (
              <p key={i}>{p}</p>
            ))}
        </div>
      )}
    </details>
  );
}
