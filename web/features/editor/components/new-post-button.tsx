import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { db } from '#web/db/database.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { openEditorAtom } from '../editor-atoms.ts';
import { EditorHost } from './editor-host.tsx';
import './new-post-button.css';

/**
 * The header's new-post entry (signed-in only, spec §2). It also hosts the editor modal for the
 * app: a profile card's edit action opens it through `openEditorAtom`. A dot tells that publishes
 * are waiting for the network.
 */
export function NewPostButton() {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  const waiting = useLiveQuery(
    async () => (userId ? (await db.outbox.where('[userId+status]').equals([userId, 'pending']).filter((e) => e.articleId !== undefined && e.method === 'PUT').count()) : 0),
    [userId],
    0,
  );
  if (!userId) return null;
  return (
    <>
      <button
        type="button"
        className="new-post-btn"
        title={t('editor.newPost')}
        onClick={() => open({ kind: 'new' })}
        aria-label={waiting ? t('editor.newPostWaiting', { count: waiting }) : undefined}
      >
        <Icon name="plus" size={20} />
        <span className="new-post-btn__label">{t('editor.newPost')}</span>
        {waiting > 0 && <span className="new-post-btn__dot" aria-hidden="true" />}
      </button>
      <EditorHost />
    </>
  );
}
