import { useTranslation } from 'react-i18next';
import type { PeakWindow } from './peak-window.ts';
import { useInputLevel } from './use-input-level.ts';

/**
 * The live input level while recording (a `meter` for assistive technology), with clipping and
 * too-quiet hints; its readings' peaks feed `peaks`, the live waveform's window.
 */
export function LevelMeter({ stream, active, peaks }: { stream: MediaStream | null; active: boolean; peaks?: PeakWindow }) {
  const { t } = useTranslation();
  const level = useInputLevel(stream, active, peaks);
  const hint = level.clipping ? 'clipping' : level.tooQuiet ? 'tooQuiet' : null;
  return (
    <div className="level-meter">
      <div
        className={`level-meter__track${level.clipping ? ' level-meter__track--clip' : ''}`}
        role="meter"
        aria-label={t('studio.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level.percent}
        aria-valuetext={t('studio.levelValue', { db: Math.round(level.dbfs) })}
      >
        <div className="level-meter__fill" style={{ transform: `scaleX(${level.percent / 100})` }} />
      </div>
      <p className={`level-meter__hint${hint ? ' level-meter__hint--on' : ''}`} aria-live="polite">
        {hint ? t(`studio.${hint}`) : ''}
      </p>
    </div>
  );
}
