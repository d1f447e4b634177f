import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { AUDIO_MAX_BYTES, VIDEO_MAX_BYTES, type FileKind, type StoredFile } from '#api/schemas/file.ts';
import { FormMessage, useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { forgetPickedFile } from '#web/sync/draft-media.ts';
import { recordingSession } from '#web/db/recordings.ts';
import type { AudioSource } from '../model/editor-form.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { RecordField } from '../recorder/record-field.tsx';
import { useFilePicks } from '../use-file-picks.ts';
import { DropNotice } from './drop-notice.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { FileTile } from './file-tile.tsx';

interface SingleFileProps {
  kind: Extract<FileKind, 'audio' | 'video'>;
  value: string | null;
  remote: Record<string, StoredFile>;
  onChange: (id: string | null) => void;
  error?: Message;
}

/** One audio or video file (10 MB / 30 MB, spec §5): pick or drop it, preview, upload progress. */
export function SingleFileField({ kind, value, remote, onChange, error }: SingleFileProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const picks = useFilePicks(kind);
  const max = formatBytes(kind === 'audio' ? AUDIO_MAX_BYTES : VIDEO_MAX_BYTES, i18n.language);
  return (
    <div className="single-file">
      {value ? (
        <ul className="file-grid file-grid--single">
          <FileTile
            id={value}
            remote={remote}
            preview={kind}
            onRemove={() => {
              void forgetPickedFile(value);
              onChange(null);
            }}
          />
        </ul>
      ) : (
        <FileDropZone
          kind={kind}
          icon={kind === 'audio' ? 'music' : 'video'}
          label={t(`editor.media.choose.${kind}`)}
          hint={t(`editor.media.hint.${kind}`, { max })}
          onFiles={(files) => void picks.add(files, 1).then(([id]) => id && onChange(id))}
        />
      )}
      <DropNotice dropped={picks.dropped} kind={kind} limit={1} onDismiss={picks.dismiss} />
      <FormMessage message={picks.error} />
      {error && <p className="field-error">{text(error)}</p>}
    </div>
  );
}

interface AudioFieldProps {
  draftId: string;
  value: string | null;
  source: AudioSource;
  remote: Record<string, StoredFile>;
  /** The cut list of the chosen take (trim and cuts). */
  cuts: Cut[];
  onChange: (patch: { audioFile?: string | null; audioCuts?: Cut[]; audioSource?: AudioSource }) => void;
  error?: Message;
}

/** The podcast's audio (required): recorded here (spec §4: record or upload) or an audio file. */
export function AudioField({ draftId, value, source, cuts, remote, onChange, error }: AudioFieldProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const session = useLiveQuery(async () => (value ? ((await recordingSession(value)) ?? null) : null), [value]);
  const recorded = session && session.state === 'stopped' ? session : null;
  return (
    <fieldset className="editor-group audio-field">
      <legend>{t('editor.media.audio')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('editor.media.source')}>
        {(['record', 'upload'] as const).map((option) => (
          <label key={option} className={`segmented__item${source === option ? ' segmented__item--on' : ''}`}>
            <input type="radio" name="audio-source" className="visually-hidden" checked={source === option} onChange={() => onChange({ audioSource: option })} />
            <Icon name={option === 'record' ? 'mic' : 'upload'} size={18} />
            {t(`editor.media.${option}`)}
          </label>
        ))}
      </div>
      {source === 'record' &&
        (value && session === null ? (
          <ul className="file-grid file-grid--single">
            <FileTile id={value} remote={remote} preview="audio" onRemove={() => onChange({ audioFile: null, audioCuts: [] })} />
          </ul>
        ) : (
          <RecordField draftId={draftId} value={value} session={recorded} cuts={cuts} onChange={onChange} />
        ))}
      {source === 'upload' && <SingleFileField kind="audio" value={recorded ? null : value} remote={remote} onChange={(id) => onChange({ audioFile: id, audioCuts: [] })} />}
      {value && remote[value]?.unreadable && (
        <p className="field-error" role="alert">
          {t('unreadableAudio.editor')}
        </p>
      )}
      {error && <p className="field-error">{text(error)}</p>}
    </fieldset>
  );
}
