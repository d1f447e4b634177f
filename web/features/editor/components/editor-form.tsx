import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES } from '#api/schemas/article.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { updateRecordingSession, type RecordingSession } from '#web/db/recordings.ts';
import { dropRecording } from '#web/sync/draft-media.ts';
import { takeTheirs } from '#web/sync/drafts.ts';
import { remoteFilesOf, type EditorSession } from '../api/load-editor.ts';
import { formOfArticle, type EditorForm as Form } from '../model/editor-form.ts';
import { validateForm } from '../model/rules.ts';
import { resolveNext, type Setter } from '../model/setter.ts';
import { ChosenTake } from '../recorder/chosen-take.tsx';
import { RecoveryBanner } from '../recorder/recovery-banner.tsx';
import { requestUpload } from '#web/sync/page-uploads.ts';
import { useAutosave, type SaveStatus } from '../use-autosave.ts';
import { usePublish } from '../use-publish.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorFields } from './editor-fields.tsx';

interface EditorFormProps {
  session: EditorSession;
  userId: string;
  recoverable: RecordingSession | null;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
  /** Set when the author discarded the draft: nothing more is saved. */
  discarded: { readonly current: boolean };
}

function SaveState({ status, fromDraft }: { status: SaveStatus; fromDraft: boolean }) {
  const { t } = useTranslation();
  const key = status === 'pending' ? 'editor.save.pending' : status === 'failed' ? 'editor.save.failed' : status === 'saved' || fromDraft ? 'editor.save.saved' : 'editor.save.idle';
  return (
    <p className={`save-state save-state--${status}`} aria-live="polite">
      <Icon name={status === 'failed' ? 'alert' : status === 'pending' ? 'refresh' : 'check'} size={16} />
      {t(key)}
    </p>
  );
}

/**
 * The article form: fields, rules shown after a first publish attempt (then live), autosave to a
 * local draft, recovery of an interrupted recording, publish, and the conflict choice.
 */
export function EditorForm({ session, userId, recoverable, onClose, onDirty, discarded }: EditorFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(session.form);
  const [baseVersion, setBaseVersion] = useState(session.baseVersion);
  const [remote, setRemote] = useState(session.remoteFiles);
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [recovery, setRecovery] = useState(recoverable);
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave({ id: session.id, userId, baseVersion }, form, dirty, discarded);
  const publisher = usePublish({ id: session.id, userId, baseVersion, onClosed: onClose });
  const [conflict, setConflict] = useState(session.conflict ? { theirs: session.conflict.theirs, message: session.conflict.message } : null);
  const shownConflict = publisher.conflict ?? conflict;

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // Files picked earlier (another visit, before a reload) that are not on the server yet go now.
  useEffect(() => {
    const f = session.form;
    [...f.covers, f.audioFile, f.videoFile, ...f.sections.map((s) => s.image)].forEach((id) => id && !session.remoteFiles[id] && requestUpload(id));
  }, [session]);

  const update = useCallback((next: Form | ((previous: Form) => Form)) => {
    setForm((previous) => resolveNext(next, previous));
    setDirty(true);
  }, []);
  const set = useCallback(
    <K extends keyof Form>(key: K): Setter<Form[K]> =>
      (next) =>
        update((previous) => ({ ...previous, [key]: resolveNext(next, previous[key]) })),
    [update],
  );
  const patch = useCallback((p: Partial<Form>) => update((previous) => ({ ...previous, ...p })), [update]);

  const errors = showErrors ? validateForm(form) : {};
  const errorCount = Object.keys(errors).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateForm(form)).length > 0) {
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error')
          ?.closest('.field, fieldset, section')
          ?.querySelector<HTMLElement>('input, textarea, select, button')
          ?.focus(),
      );
      return;
    }
    await autosave.flush();
    await publisher.publish(form);
  };

  const recover = async (rec: RecordingSession) => {
    await updateRecordingSession(rec.id, { state: 'stopped' });
    patch({ type: form.type ?? 2, audioFile: rec.id, audioCuts: [], audioSource: 'record' });
    requestUpload(rec.id);
    setRecovery(null);
  };

  return (
    <form ref={formRef} className="editor-form" noValidate onSubmit={(e) => void submit(e)} aria-describedby={errorCount ? 'editor-summary' : undefined}>
      <div className="editor-form__body">
        {recovery && (
          <RecoveryBanner
            session={recovery}
            onRecover={() => void recover(recovery)}
            onDiscard={() => {
              void dropRecording(recovery.id);
              setRecovery(null);
            }}
          />
        )}
        <EditorFields draftId={session.id} form={form} set={set} patch={patch} errors={errors} remote={remote} />
      </div>
      <div className="editor-form__footer">
        <SaveState status={autosave.status} fromDraft={session.fromDraft} />
        <div className="editor-form__messages">
          {errorCount > 0 && (
            <p id="editor-summary" className="field-error" role="alert">
              {t('editor.fixErrors', { count: errorCount })}
            </p>
          )}
          <FormMessage message={publisher.error} />
        </div>
        {form.type === ARTICLE_TYPES.audio && form.audioSource === 'record' && form.audioFile && <ChosenTake draftId={session.id} takeId={form.audioFile} />}
        <button type="submit" className="btn editor-form__publish" disabled={publisher.busy} aria-busy={publisher.busy}>
          <Icon name="send" size={18} /> {publisher.busy ? t('editor.publishing') : t('editor.publish')}
        </button>
      </div>
      {shownConflict && (
        <ConflictDialog
          theirs={shownConflict.theirs}
          mine={form}
          busy={publisher.busy}
          onLater={() => {
            setConflict(null);
            publisher.clearConflict();
          }}
          onKeepMine={() => {
            setConflict(null);
            publisher.clearConflict();
            void publisher.publish(form, shownConflict.theirs?.version);
          }}
          onTakeTheirs={() => {
            const theirs = shownConflict.theirs;
            setConflict(null);
            publisher.clearConflict();
            void takeTheirs(session.id).then(() => {
              if (!theirs) return onClose();
              setForm(formOfArticle(theirs));
              setRemote(remoteFilesOf(theirs));
              setBaseVersion(theirs.version);
              setDirty(false);
            });
          }}
        />
      )}
    </form>
  );
}
