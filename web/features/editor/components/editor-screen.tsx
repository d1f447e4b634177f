import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { markEditorOpen } from '#web/db/open-drafts.ts';
import { unfinishedRecordings, type RecordingSession } from '#web/db/recordings.ts';
import { withRealLength } from '../recorder/real-length.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { discard } from '#web/sync/drafts.ts';
import { loadEditorSession, type EditorSession } from '../api/load-editor.ts';
import { editorTargetAtom } from '../editor-atoms.ts';
import { CloseGuard } from './close-guard.tsx';
import { EditorDialog } from './editor-dialog.tsx';
import { EditorForm } from './editor-form.tsx';
import './editor.css';
import './fields.css';
import './fields-pickers.css';
import './fields-files.css';

type Loaded = { session: EditorSession; recoverable: RecordingSession | null } | { error: true } | null;

/**
 * The editor as opened from anywhere (new post, a draft, a published article): loads its session,
 * marks the editor open (the app update waits for it), and guards closing after changes.
 */
export function EditorScreen() {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useAtom(editorTargetAtom);
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [dirty, setDirty] = useState(false);
  const [guard, setGuard] = useState(false);
  const discarded = useRef(false);

  useEffect(() => {
    if (!target || !userId) return;
    let cancelled = false;
    setLoaded(null);
    setDirty(false);
    discarded.current = false;
    void (async () => {
      try {
        const session = await loadEditorSession(target, userId, i18n.language === 'en' ? 'en' : 'fr');
        const unfinished = (await unfinishedRecordings(userId)).find((r) => r.draftId === session.id);
        const recoverable = unfinished ? await withRealLength(unfinished) : null;
        if (!cancelled) setLoaded({ session, recoverable });
      } catch {
        if (!cancelled) setLoaded({ error: true });
      }
    })();
    return () => {
      cancelled = true;
    };
    // The language only seeds a new post; switching it must not reload an open editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, userId]);

  const sessionId = loaded && 'session' in loaded ? loaded.session.id : null;
  // The app update prompt waits while an editor is open here.
  useEffect(() => {
    if (!sessionId) return;
    const unmark = markEditorOpen(sessionId);
    return () => void unmark();
  }, [sessionId]);

  const close = useCallback(() => {
    setGuard(false);
    setTarget(null);
  }, [setTarget]);
  const requestClose = () => (dirty ? setGuard(true) : close());
  const onDirty = useCallback((d: boolean) => setDirty(d), []);

  if (!target || !userId) return null;
  const session = loaded && 'session' in loaded ? loaded.session : null;
  const editing = session?.baseVersion !== undefined;
  const title = target.kind === 'article' || editing ? t('editor.editTitle') : target.kind === 'translation' ? t('editor.translation.title') : t('editor.newTitle');

  return (
    <EditorDialog
      title={title}
      onRequestClose={guard ? () => setGuard(false) : requestClose}
      trapSelector={guard ? '.close-guard' : undefined}
      headerExtra={
        <Link to="/drafts" className="editor-dialog__drafts" onClick={close}>
          <Icon name="fileText" size={18} />
          <span className="editor-dialog__drafts-text">{t('drafts.link')}</span>
        </Link>
      }
    >
      {loaded === null && (
        <div className="editor-loading" aria-busy="true" aria-label={t('common.loading')}>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton editor-loading__tall" />
        </div>
      )}
      {loaded && 'error' in loaded && (
        <div className="state" role="alert">
          <p>{t('editor.loadError')}</p>
          <button type="button" className="btn" onClick={close}>
            {t('editor.close')}
          </button>
        </div>
      )}
      {session && (
        <EditorForm
          key={session.id}
          session={session}
          userId={userId}
          recoverable={loaded && 'recoverable' in loaded ? loaded.recoverable : null}
          onClose={close}
          onDirty={onDirty}
          discarded={discarded}
        />
      )}
      {guard && session && (
        <CloseGuard
          published={editing}
          onKeepEditing={() => setGuard(false)}
          onClose={close}
          onDiscard={() => {
            discarded.current = true;
            close();
            void discard(session.id);
          }}
        />
      )}
    </EditorDialog>
  );
}
