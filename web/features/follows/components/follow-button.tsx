import { useTranslation } from 'react-i18next';
import type { FollowKind } from '#api/schemas/follows.ts';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { setFollow } from '#web/sync/mutations/follows.ts';
import { followKey } from '#web/sync/follow-state.ts';
import { useFollowing } from '../use-follow.ts';
import { SignInToFollow } from './sign-in-to-follow.tsx';
import './follows.css';

export interface FollowButtonProps {
  kind: FollowKind;
  id: string | number;
  /** Whom the button follows, in its accessible name ("Follow Jane Doe") and the sync panel. */
  name: string;
  className?: string;
  /** Icon only (the theme menu's rows): the name and state are in its accessible name and `aria-pressed`. */
  compact?: boolean;
}

/**
 * Follow / Following toggle for an author, a tribe or a theme (issue #29). `aria-pressed` tells the
 * state, the name says whom. It flips at once (queued, sent when online). Signed out, it is a link
 * to sign in; on one's own profile it is not drawn.
 */
export function FollowButton({ kind, id, name, className = '', compact = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const key = followKey(kind, id);
  const { userId, following } = useFollowing(key);
  if (kind === 'users' && userId === String(id)) return null;
  if (!userId) return <SignInToFollow name={name} className={className} />;
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
      className={`${compact ? 'icon-btn follow-button--compact' : `btn ${following ? 'btn--ghost' : ''}`} ${following ? 'follow-button--on' : ''} follow-button ${className}`}
      aria-pressed={following}
      aria-label={t('follows.followName', { name })}
      title={t(following ? 'follows.unfollowName' : 'follows.followName', { name })}
      onClick={() => void toggle()}
    >
      <Icon name={following ? 'check' : 'plus'} size={16} />
      {!compact && t(following ? 'follows.following' : 'follows.follow')}
    </button>
  );
}
