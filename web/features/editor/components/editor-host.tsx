import { atom, useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId } from 'react';
import { sessionAtom } from '#web/lib/session.ts';
import { editorTargetAtom } from '../editor-atoms.ts';
import { usePublishWatcher } from '../use-publish-watcher.ts';

// The editor (and the recorder behind it) loads on first use; the service worker precaches it.
const EditorScreen = lazy(() => import('./editor-screen.tsx').then((m) => ({ default: m.EditorScreen })));

/** Which mounted host shows the editor: one modal however many places mount a host. */
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
 * Shows the editor modal when something opens it (`openEditorAtom`), and follows publishes that
 * complete later. Mounted by the header's new-post entry and by the drafts view; only one of the
 * mounted hosts acts.
 */
export function EditorHost() {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const target = useAtomValue(editorTargetAtom);
  const isHost = useIsHost();
  usePublishWatcher(isHost ? userId : undefined);
  if (!isHost || !target || !userId) return null;
  return (
    <Suspense fallback={null}>
      <EditorScreen />
    </Suspense>
  );
}
