import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { canModerate, roleOf } from '#web/lib/roles.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { useModerationQueue } from '../api/moderation.ts';
import { ModerationLog } from './moderation-log.tsx';
import { ModerationQueue } from './moderation-queue.tsx';
import { RoleGrants } from './role-grants.tsx';
import './moderation.css';

/** `/moderation` (issue #28): the report queue, held comments, the audit log; roles for admins. */
export function ModerationScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(sessionAtom)?.user ?? null;
  const allowed = canModerate(user);
  const queue = useModerationQueue();
  if (!allowed) {
    return (
      <div className="state" role="alert">
        <h1 className="page-title">{t('moderation.title')}</h1>
        <p>{t('moderation.notAllowed')}</p>
      </div>
    );
  }
  return (
    <div className="moderation">
      <h1 className="page-title">{t('moderation.title')}</h1>
      {queue.isError && (
        <p role="alert">
          {t('moderation.loadError')}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void queue.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {queue.isPending && <p className="muted">{t('moderation.loading')}</p>}
      {queue.data && <ModerationQueue queue={queue.data} />}
      {roleOf(user) === 'admin' && <RoleGrants />}
      <ModerationLog />
    </div>
  );
}
