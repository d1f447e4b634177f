import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editedDuration, innerCuts, mergeCuts, trimOf, withTrim, type Cut } from '#api/schemas/audio-cuts.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatClock, formatPrecise } from './format-clock.ts';
import { CutRow, Nudges } from './trim-controls.tsx';
import { useTakeSurfer } from './use-take-surfer.ts';

/** A new cut spans this much from the playhead, then the author adjusts it. */
const NEW_CUT_MS = 2000;
/** The edit always keeps at least this much (api/schemas/audio-cuts.ts `EDITED_MIN_MS`). */
const MIN_KEPT_MS = 1000;
/** A new cut starts and ends at least this far inside the trimmed span. */
const EDGE_GAP_MS = 100;

interface TakeEditorProps {
  blob: Blob;
  label: string;
  fallbackMs: number;
  cuts: Cut[];
  onCuts: (cuts: Cut[]) => void;
}

/**
 * Plays a take and edits it without touching it (issue #13): trim the start and the end and cut
 * spans out, by dragging the regions on the waveform or, for keyboard and single-pointer use (WCAG
 * 2.5.7), with buttons: set at the playhead, nudge by ±0.1 s and ±1 s. The cut list goes into the
 * draft; the server applies it when it makes the rendition. "Play edited" previews the result.
 */
export function TakeEditor({ blob, label, fallbackMs, cuts, onCuts }: TakeEditorProps) {
  const { t } = useTranslation();
  const waveRef = useRef<HTMLDivElement>(null);
  const take = useTakeSurfer(waveRef, blob, cuts, onCuts);
  const total = take.durationMs || fallbackMs;
  const ready = take.durationMs > 0;
  const trim = trimOf(cuts, total);
  const inner = innerCuts(cuts, total);

  const commit = (next: Cut[]) => {
    if (editedDuration(next, total) < Math.min(MIN_KEPT_MS, total)) return;
    onCuts(next);
    take.redraw(next);
  };
  const setTrim = (start: number, end: number) => commit(withTrim(cuts, total, { start: Math.max(0, Math.min(start, end - 100)), end: Math.min(total, Math.max(end, start + 100)) }));
  const setCut = (index: number, cut: Cut | null) => {
    const list = inner.map((c, i) => (i === index ? cut : c)).filter((c): c is Cut => c !== null && c.end > c.start);
    commit(withTrim(mergeCuts(list), total, trim));
  };
  const addCut = () => {
    // A gap from either trim edge: a cut touching one would merge into the trim instead.
    const start = Math.max(trim.start + EDGE_GAP_MS, Math.min(take.timeMs, trim.end - 2 * EDGE_GAP_MS));
    const end = Math.min(trim.end - EDGE_GAP_MS, start + NEW_CUT_MS);
    if (end > start) commit(withTrim([...inner, { start, end }], total, trim));
  };

  return (
    <div className="take-editor" role="group" aria-label={label}>
      <div className="take-player">
        <button type="button" className="take-player__play" aria-label={take.playing === 'all' ? t('recorder.pauseTake') : t('recorder.playTake')} disabled={!ready} onClick={take.playAll}>
          <Icon name={take.playing === 'all' ? 'pause' : 'play'} size={20} />
        </button>
        <div className="take-player__wave" ref={waveRef} />
        <span className="take-player__time">
          {formatPrecise(take.timeMs)} / {formatClock(total)}
        </span>
      </div>
      <div className="take-editor__summary">
        <button type="button" className="btn btn--small" disabled={!ready} onClick={take.preview} aria-pressed={take.playing === 'preview'}>
          <Icon name={take.playing === 'preview' ? 'pause' : 'play'} size={16} /> {t('studio.edit.preview')}
        </button>
        <span aria-live="polite">{t('studio.edit.length', { edited: formatClock(editedDuration(cuts, total)), total: formatClock(total) })}</span>
      </div>
      <fieldset className="take-editor__trim" disabled={!ready}>
        <legend>{t('studio.edit.trim')}</legend>
        <div className="take-editor__edge">
          <span>{t('studio.edit.start', { at: formatPrecise(trim.start) })}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setTrim(take.timeMs, trim.end)}>
            {t('studio.edit.startHere')}
          </button>
          <Nudges edge={t('studio.edit.startEdge')} onNudge={(d) => setTrim(trim.start + d, trim.end)} />
        </div>
        <div className="take-editor__edge">
          <span>{t('studio.edit.end', { at: formatPrecise(trim.end) })}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setTrim(trim.start, take.timeMs)}>
            {t('studio.edit.endHere')}
          </button>
          <Nudges edge={t('studio.edit.endEdge')} onNudge={(d) => setTrim(trim.start, trim.end + d)} />
        </div>
      </fieldset>
      <fieldset className="take-editor__cuts" disabled={!ready}>
        <legend>{t('studio.edit.cuts')}</legend>
        {inner.length === 0 && <p className="field-hint">{t('studio.edit.noCuts')}</p>}
        <ul>
          {inner.map((c, i) => (
            <CutRow key={`${c.start}-${c.end}`} index={i} cut={c} playhead={take.timeMs} onChange={(next) => setCut(i, next)} />
          ))}
        </ul>
        <button type="button" className="btn btn--ghost btn--small" onClick={addCut}>
          <Icon name="plus" size={16} /> {t('studio.edit.addCut')}
        </button>
      </fieldset>
      <p className="field-hint">{t('studio.edit.hint')}</p>
    </div>
  );
}
