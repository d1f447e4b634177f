import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FollowKind } from '#api/schemas/follows.ts';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { setFollow } from '#web/sync/mutations/follows.ts';
import { followKey } from '../follow-state.ts';
import { useFollowing } from '../use-follow.ts';
import './follows.css';

export interface FollowButtonProps {
  kind: FollowKind;
  id: string | number;
  /** Whom the button follows, in its accessible name ("Follow Jane Doe") and the sync panel. */
  name: string;
  className?: string;
}

/**
 * Follow / Following toggle for an author, a tribe or a theme (issue #29). `aria-pressed` tells the
 * state, the name says whom. It flips at once (queued, sent when online). Signed out, it is a link
 * to sign in; on one's own profile it is not drawn.
 */
export function FollowButton({ kind, id, name, className = '' }: FollowButtonProps) {
  const { t } = useTranslation();
  const key = followKey(kind, id);
  const { userId, following } = useFollowing(key);
  if (kind === 'users' && userId === String(id)) return null;
  if (!userId) {
    return (
      <Link to="/login" search={{}} className={`btn btn--ghost follow-button ${className}`} aria-label={t('follows.signInToFollow', { name })}>
        <Icon name="plus" size={16} />
        {t('follows.follow')}
      </Link>
    );
  }
  const toggle = async () => {
    try {
      await setFollow({ kind, id: String(id), name }, !following);
    } catch (error) {
      if (error instanceof StorageFullError) showToast('storage.full', 'error');
      else throw error;
    }
  };
  return (
    <button
      type="button"
      className={`btn ${following ? 'btn--ghost follow-button--on' : ''} follow-button ${className}`}
      aria-pressed={following}
      aria-label={t('follows.followName', { name })}
      title={t(following ? 'follows.unfollowName' : 'follows.followName', { name })}
      onClick={() => void toggle()}
    >
      <Icon name={following ? 'check' : 'plus'} size={16} />
      {t(following ? 'follows.following' : 'follows.follow')}
    </button>
  );
}
