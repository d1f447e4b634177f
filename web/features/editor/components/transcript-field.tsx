import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, parseTimedText, type TimedTextError } from '#api/schemas/timed-text.ts';
import { TRANSCRIPT_TEXT_MAX, type Transcript } from '#api/schemas/transcript.ts';
import { FormField } from '#web/components/form-field.tsx';
import { useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';

/** Largest transcript file read (a 3-hour WebVTT is about 300 KB). */
const FILE_MAX_BYTES = 2_000_000;

function fileMessage(error: TimedTextError | { code: 'too_big' } | { code: 'unreadable' }): Message {
  return { key: `editor.transcript.errors.${error.code}`, values: 'line' in error ? { line: error.line } : {} };
}

/**
 * A podcast's transcript (WCAG 2.2 §1.2.1): typed text, or a WebVTT or SRT file read in the page
 * (no upload: its cues travel with the article), refused with the reason and the line at fault.
 */
export function TranscriptField({ value, onChange, error }: { value: Transcript | null; onChange: (t: Transcript | null) => void; error?: Message }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<Message | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const read = async (file: File) => {
    setFileError(null);
    if (file.size > FILE_MAX_BYTES) return setFileError(fileMessage({ code: 'too_big' }));
    let source: string;
    try {
      source = await file.text();
    } catch {
      return setFileError(fileMessage({ code: 'unreadable' }));
    }
    const result = parseTimedText(source);
    if (!result.ok) return setFileError(fileMessage(result.error));
    setFileName(file.name);
    onChange({ format: 'cues', cues: result.cues });
  };

  return (
    <fieldset className="editor-group transcript-field">
      <legend>{t('editor.transcript.label')}</legend>
      <p className="field-hint">{t('editor.transcript.hint')}</p>
      {value?.format === 'cues' ? (
        <div className="transcript-field__cues">
          <p role="status">{fileName ? t('editor.transcript.fromFile', { count: value.cues.length, name: fileName }) : t('editor.transcript.timed', { count: value.cues.length })}</p>
          <ol className="transcript-field__preview">
            {value.cues.slice(0, 3).map((cue, i) => (
              <li key={i}>
                <span className="transcript-field__time">{formatClock(cue.start)}</span> {cue.text}
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setFileName(null);
              onChange(null);
            }}
          >
            <Icon name="trash" size={16} /> {t('editor.transcript.remove')}
          </button>
        </div>
      ) : (
        <FormField
          label={t('editor.transcript.text')}
          multiline
          rows={6}
          maxLength={TRANSCRIPT_TEXT_MAX}
          value={value?.format === 'text' ? value.text : ''}
          onValueChange={(typed) => onChange(typed ? { format: 'text', text: typed } : null)}
          error={error}
        />
      )}
      <div className="transcript-field__file">
        <label htmlFor={inputId} className="btn btn--ghost">
          <Icon name="upload" size={16} /> {t('editor.transcript.file')}
        </label>
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          className="visually-hidden"
          accept=".vtt,.srt,text/vtt,application/x-subrip"
          aria-describedby={fileError ? `${inputId}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
            // The same file chosen again (after fixing it) must fire a change.
            e.target.value = '';
          }}
        />
      </div>
      {fileError && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {text(fileError)}
        </p>
      )}
      {value?.format === 'cues' && error && <p className="field-error">{text(error)}</p>}
    </fieldset>
  );
}
