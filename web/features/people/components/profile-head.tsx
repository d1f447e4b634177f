import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';

interface ProfileHeadProps {
  user: User;
  /** Number of published articles, once known. */
  articleCount: number | null;
  /** The count is a cap ("1000 or more"): the server counts an author's articles up to 1000. */
  articleCountCapped?: boolean;
  /** The edit-profile button appears when the rule allows it and the route gives the action. */
  canEdit: boolean;
  onEditProfile?: () => void;
  /** The Follow toggle (issue #29), composed in by the profile: absent on one's own profile. */
  follow?: ReactNode;
}

/** Picture, name, presentation, article count and follower counts of a profile. */
export function ProfileHead({ user, articleCount, articleCountCapped = false, canEdit, onEditProfile, follow }: ProfileHeadProps) {
  const { t } = useTranslation();
  return (
    <header className="author-head card">
      <div className="author-head__band" aria-hidden="true" />
      <div className="author-head__main">
        <div className="author-head__avatar">
          <UserAvatar user={user} size={104} />
        </div>
        <div className="author-head__text">
          <h1 className="author-head__name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="author-head__count">
            <Icon name="fileText" size={16} />
            {articleCount === null ? t('common.loading') : t(articleCountCapped ? 'people.articleCountCapped' : 'people.articleCount', { count: articleCount })}
          </p>
          {user.followerCount !== undefined && (
            <p className="follow-counts">
              <span>{t('follows.followerCount', { count: user.followerCount })}</span>
              {user.followingCount !== undefined && <span>{t('follows.followingCount', { count: user.followingCount })}</span>}
            </p>
          )}
        </div>
        {follow}
        {canEdit && onEditProfile && (
          <button type="button" className="btn btn--ghost author-head__edit" onClick={onEditProfile}>
            <Icon name="edit" size={18} />
            {t('people.editProfile')}
          </button>
        )}
      </div>
      <p className={`author-head__presentation${user.presentation ? '' : ' muted'}`}>{user.presentation || t('people.noPresentation')}</p>
    </header>
  );
}
