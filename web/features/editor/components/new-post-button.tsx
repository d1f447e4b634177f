import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { pendingPublishCount } from '#web/sync/outbox-queries.ts';
import { openEditorAtom } from '../editor-atoms.ts';
import './new-post-button.css';

/**
 * The header's new-post entry (signed-in only, spec §2): opens the editor (`EditorHost`, mounted
 * once by the main layout). A dot tells that publishes are waiting for the network.
 */
export function NewPostButton() {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  const waiting = useLiveQuery(async () => (userId ? pendingPublishCount(userId) : 0), [userId], 0);
  if (!userId) return null;
  return (
    <button type="button" className="new-post-btn" title={t('editor.newPost')} onClick={() => open({ kind: 'new' })} aria-label={waiting ? t('editor.newPostWaiting', { count: waiting }) : undefined}>
      <Icon name="plus" size={20} />
      <span className="new-post-btn__label">{t('editor.newPost')}</span>
      {waiting > 0 && <span className="new-post-btn__dot" aria-hidden="true" />}
    </button>
  );
}
