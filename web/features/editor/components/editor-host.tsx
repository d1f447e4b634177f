import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { sessionAtom } from '#web/lib/session.ts';
import { editorTargetAtom } from '../editor-atoms.ts';

// The editor (and the recorder behind it) loads on first use; the service worker precaches it.
const EditorScreen = lazy(() => import('./editor-screen.tsx').then((m) => ({ default: m.EditorScreen })));

/**
 * Shows the editor modal when something opens it (`openEditorAtom`: the header's new-post entry,
 * the drafts view, a profile card's edit action). Mounted once, by the main layout; publishes that
 * land later are followed by the boot's publish watcher, not here.
 */
export function EditorHost() {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const target = useAtomValue(editorTargetAtom);
  if (!target || !userId) return null;
  return (
    <Suspense fallback={null}>
      <EditorScreen />
    </Suspense>
  );
}
