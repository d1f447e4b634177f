import { useTranslation } from 'react-i18next';
import { useInputLevel } from './use-input-level.ts';

/** The live input level while recording (a `meter` for assistive technology), with clipping and too-quiet hints. */
export function LevelMeter({ stream, active }: { stream: MediaStream | null; active: boolean }) {
  const { t } = useTranslation();
  const level = useInputLevel(stream, active);
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
