import { useLiveQuery } from 'dexie-react-hooks';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { db } from '#web/db/database.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { editorTargetAtom, openEditorAtom } from '../editor-atoms.ts';
import { usePublishWatcher } from '../use-publish-watcher.ts';
import './new-post-button.css';

// The editor (and the recorder behind it) loads on first use; the service worker precaches it.
const EditorScreen = lazy(() => import('./editor-screen.tsx').then((m) => ({ default: m.EditorScreen })));

/** Which mounted new-post entry hosts the editor: one modal even if the entry shows twice. */
const hostAtom = atom<string | null>(null);

function useIsHost(): boolean {
  const id = useId();
  const [host, setHost] = useAtom(hostAtom);
  useEffect(() => {
    if (host === null) setHost(id);
  }, [host, id, setHost]);
  useEffect(() => () => setHost((current) => (current === id ? null : current)), [id, setHost]);
  return host === id;
}

/**
 * The header's new-post entry (signed-in only, spec §2). It also hosts the editor modal for the
 * whole app: the drafts view and a profile card's edit action open it through `openEditorAtom`.
 * A dot tells that publishes are waiting for the network.
 */
export function NewPostButton() {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  const target = useAtomValue(editorTargetAtom);
  const isHost = useIsHost();
  usePublishWatcher(isHost ? userId : undefined);
  const waiting = useLiveQuery(
    async () => (userId ? (await db.outbox.where('[userId+status]').equals([userId, 'pending']).filter((e) => e.articleId !== undefined && e.method === 'PUT').count()) : 0),
    [userId],
    0,
  );
  if (!userId) return null;
  return (
    <>
      <button type="button" className="new-post-btn" onClick={() => open({ kind: 'new' })} aria-label={waiting ? t('editor.newPostWaiting', { count: waiting }) : undefined}>
        <Icon name="plus" size={20} />
        <span className="new-post-btn__label">{t('editor.newPost')}</span>
        {waiting > 0 && <span className="new-post-btn__dot" aria-hidden="true" />}
      </button>
      {target && isHost && (
        <Suspense fallback={null}>
          <EditorScreen />
        </Suspense>
      )}
    </>
  );
}
