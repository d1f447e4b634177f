import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Icon } from '#web/components/icon.tsx';
import { recordingBlob, type RecordingSession } from '#web/db/recordings.ts';
import { UploadStatus } from '../uploads/upload-status.tsx';
import { formatClock } from './format-clock.ts';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { TakeEditor } from './take-editor.tsx';

/** The chosen take: play and edit it on its waveform (trim, cuts), see its upload, or record again. */
export function RecordedTake({ session, cuts, onCuts, onRerecord }: { session: RecordingSession; cuts: Cut[]; onCuts: (cuts: Cut[]) => void; onRerecord: () => void }) {
  const { t } = useTranslation();
  const blob = useLiveQuery(() => recordingBlob(session.id), [session.id]);
  const [confirming, setConfirming] = useState(false);
  const label = t('recorder.take', { duration: formatClock(session.durationMs) });
  return (
    <div className="recorded-take card">
      <div className="recorded-take__head">
        <span className="recorded-take__title">
          <Icon name="mic" size={18} /> {label}
        </span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)}>
          <Icon name="refresh" size={16} /> {t('recorder.rerecord')}
        </button>
      </div>
      {session.endReason && (
        <p className="take-note">
          <Icon name="alert" size={16} /> {t(`studio.notice.${session.endReason}`)}
        </p>
      )}
      {blob ? <TakeEditor blob={blob} label={label} fallbackMs={session.durationMs} cuts={cuts} onCuts={onCuts} /> : <div className="skeleton take-player__skeleton" />}
      <UploadStatus id={session.id} uploaded={Boolean(session.uploaded)} label={label} />
      {confirming && (
        <ConfirmDialog
          title={t('recorder.rerecordTitle')}
          message={t('recorder.rerecordQuestion')}
          confirmLabel={t('recorder.rerecordConfirm')}
          cancelLabel={t('recorder.keepTake')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRerecord();
          }}
        />
      )}
    </div>
  );
}
