import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { Icon } from '#web/components/icon.tsx';
import { canJoin, draftTakes, joinRecordings, type RecordingSession } from '#web/db/recordings.ts';
import { dropRecording } from '#web/sync/draft-media.ts';
import { dropJoinedTake, requestUpload } from '#web/sync/page-uploads.ts';
import { formatClock } from './format-clock.ts';
import { RecordedTake } from './recorded-take.tsx';
import { Recorder } from './recorder.tsx';

interface RecordFieldProps {
  draftId: string;
  /** The chosen take (its recording id), or null. */
  value: string | null;
  session: RecordingSession | null;
  cuts: Cut[];
  onChange: (patch: { audioFile?: string | null; audioCuts?: Cut[]; audioSource?: 'record' }) => void;
}

type Joining = { state: 'idle' } | { state: 'busy' } | { state: 'done'; durationMs: number } | { state: 'failed' };

/**
 * The recorded podcast: several takes per draft (issue #13), one of them chosen as the episode and
 * edited (trim, cuts); another take can be recorded without losing this one, and the author picks
 * between them or appends one to the end of the chosen take ("record more" records straight into
 * the end). An appended take makes one recording with the chosen take's cuts kept (they are in
 * its timeline, which the joined one starts with). Another take joins the list and the chosen one
 * stays chosen (and edited) until the author picks another (issue #25: the new take silently
 * became the episode); the first take of a draft is chosen at once. A chosen take's upload starts
 * at once when online.
 */
export function RecordField({ draftId, value, session, cuts, onChange }: RecordFieldProps) {
  const { t } = useTranslation();
  const takes = useLiveQuery(() => draftTakes(draftId), [draftId]) ?? [];
  const [another, setAnother] = useState<'take' | 'more' | null>(null);
  const [joining, setJoining] = useState<Joining>({ state: 'idle' });
  // The take just recorded beside the chosen one, to say it was kept and not chosen.
  const [kept, setKept] = useState<string | null>(null);
  const choose = (id: string) => {
    setKept(null);
    onChange({ audioFile: id, audioCuts: [], audioSource: 'record' });
    requestUpload(id);
  };
  const append = async (firstId: string, secondId: string) => {
    setKept(null);
    setJoining({ state: 'busy' });
    try {
      const joined = await joinRecordings(firstId, secondId);
      onChange({ audioFile: joined.id, audioCuts: cuts, audioSource: 'record' });
      requestUpload(joined.id);
      await Promise.all([dropJoinedTake(firstId), dropJoinedTake(secondId)]);
      setJoining({ state: 'done', durationMs: joined.durationMs });
    } catch {
      setJoining({ state: 'failed' });
    }
  };
  const recorder = (
    <Recorder
      draftId={draftId}
      onRecorded={(id) => {
        const mode = another;
        setAnother(null);
        if (mode === 'more' && session) void append(session.id, id);
        else if (session) setKept(id);
        else choose(id);
      }}
    />
  );
  if (!session) return recorder;
  const joinable = canJoin(session.mime);
  const number = (id: string) => takes.findIndex((s) => s.id === id) + 1;
  return (
    <div className="record-field">
      <RecordedTake
        session={session}
        cuts={cuts}
        onCuts={(next) => onChange({ audioCuts: next })}
        onRerecord={() => {
          void dropRecording(session.id);
          const rest = takes.filter((s) => s.id !== session.id);
          if (rest.length) onChange({ audioFile: rest.at(-1)!.id, audioCuts: [] });
          else onChange({ audioFile: null, audioCuts: [] });
        }}
      />
      {takes.length > 1 && (
        <fieldset className="takes">
          <legend>{t('studio.takes.title', { count: takes.length })}</legend>
          <ul>
            {takes.map((s) => (
              <li key={s.id} className={`takes__item${s.id === value ? ' takes__item--on' : ''}`}>
                <label>
                  <input type="radio" name={`take-${draftId}`} checked={s.id === value} onChange={() => choose(s.id)} />
                  {t('studio.takes.take', { n: number(s.id), duration: formatClock(s.durationMs) })}
                </label>
                {s.id !== value && joinable && canJoin(s.mime) && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={joining.state === 'busy'}
                    aria-label={t('studio.takes.appendNamed', { n: number(s.id) })}
                    onClick={() => void append(session.id, s.id)}
                  >
                    <Icon name="plus" size={16} /> {t('studio.takes.append')}
                  </button>
                )}
                {s.id !== value && (
                  <button type="button" className="btn btn--ghost btn--small" aria-label={t('studio.takes.deleteNamed', { n: number(s.id) })} onClick={() => void dropRecording(s.id)}>
                    <Icon name="trash" size={16} /> {t('studio.takes.delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p className="field-hint">{t('studio.takes.hint')}</p>
        </fieldset>
      )}
      <p className="record-field__joining" role="status">
        {kept && kept !== value && number(kept) > 0 && t('studio.takes.kept', { n: number(kept), chosen: number(session.id) })}
        {joining.state === 'busy' && t('studio.takes.joining')}
        {joining.state === 'done' && t('studio.takes.joined', { duration: formatClock(joining.durationMs) })}
      </p>
      {joining.state === 'failed' && (
        <p className="field-error" role="alert">
          {t('studio.takes.joinFailed')}
        </p>
      )}
      {another ? (
        <div className="record-field__recorder">
          {another === 'more' && <p className="field-hint">{t('studio.takes.moreHint')}</p>}
          {recorder}
        </div>
      ) : (
        <div className="record-field__more">
          {joinable && (
            <button type="button" className="btn btn--ghost btn--small" disabled={joining.state === 'busy'} onClick={() => setAnother('more')}>
              <Icon name="plus" size={16} /> {t('studio.takes.more')}
            </button>
          )}
          <button type="button" className="btn btn--ghost btn--small record-field__another" onClick={() => setAnother('take')}>
            <Icon name="mic" size={16} /> {t('studio.takes.another')}
          </button>
        </div>
      )}
    </div>
  );
}
