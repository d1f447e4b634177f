import { useTranslation } from 'react-i18next';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { formatPrecise } from './format-clock.ts';

const STEPS = [-1000, -100, 100, 1000] as const;

/** Buttons moving one edge by −1 s, −0.1 s, +0.1 s, +1 s (named for screen readers: "Move start back 0.1 s"). */
export function Nudges({ edge, onNudge }: { edge: string; onNudge: (deltaMs: number) => void }) {
  const { t } = useTranslation();
  return (
    <span className="nudges">
      {STEPS.map((d) => (
        <button
          key={d}
          type="button"
          className="btn btn--ghost btn--small nudges__btn"
          aria-label={t(d < 0 ? 'studio.edit.back' : 'studio.edit.forward', { edge, seconds: Math.abs(d) / 1000 })}
          onClick={() => onNudge(d)}
        >
          {d < 0 ? '−' : '+'}
          {Math.abs(d) / 1000}
        </button>
      ))}
    </span>
  );
}

/** One cut out of the middle: where it lies, its edges set at the playhead or nudged, removable. */
export function CutRow({ index, cut, playhead, onChange }: { index: number; cut: Cut; playhead: number; onChange: (cut: Cut | null) => void }) {
  const { t } = useTranslation();
  const name = t('studio.edit.cutName', { n: index + 1, from: formatPrecise(cut.start), to: formatPrecise(cut.end) });
  const edge = (side: 'start' | 'end') => t(side === 'start' ? 'studio.edit.cutStart' : 'studio.edit.cutEnd', { n: index + 1 });
  return (
    <li className="cut-row" aria-label={name}>
      <span className="cut-row__name">{name}</span>
      <span className="cut-row__edge">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={t('studio.edit.cutStartHere', { n: index + 1 })}
          onClick={() => onChange({ start: Math.min(playhead, cut.end - 100), end: cut.end })}
        >
          {t('studio.edit.fromHere')}
        </button>
        <Nudges edge={edge('start')} onNudge={(d) => onChange({ start: Math.max(0, Math.min(cut.start + d, cut.end - 100)), end: cut.end })} />
      </span>
      <span className="cut-row__edge">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={t('studio.edit.cutEndHere', { n: index + 1 })}
          onClick={() => onChange({ start: cut.start, end: Math.max(playhead, cut.start + 100) })}
        >
          {t('studio.edit.toHere')}
        </button>
        <Nudges edge={edge('end')} onNudge={(d) => onChange({ start: cut.start, end: Math.max(cut.start + 100, cut.end + d) })} />
      </span>
      <button type="button" className="btn btn--ghost btn--small" aria-label={t('studio.edit.removeCut', { n: index + 1 })} onClick={() => onChange(null)}>
        {t('studio.edit.remove')}
      </button>
    </li>
  );
}
