import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { fixedImage } from '#web/lib/image-sources.ts';

/** The signed-in reader's profile head on the collections page (spec §2: no edit button here). */
export function ProfileHead({ user, collectionCount }: { user: User; collectionCount: number | undefined }) {
  const { t } = useTranslation();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <header className="profile-head card">
      <div className="profile-head__band" aria-hidden="true" />
      <div className="profile-head__body">
        {user.picture ? (
          <img className="profile-head__avatar" {...fixedImage(user.picture, 88)} alt="" width={88} height={88} />
        ) : (
          <span className="profile-head__avatar profile-head__avatar--initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div className="profile-head__text">
          <p className="profile-head__name">
            {user.firstName} {user.lastName}
          </p>
          {user.presentation && <p className="profile-head__presentation">{user.presentation}</p>}
          {collectionCount !== undefined && (
            <p className="muted">
              {t('collections.title')} · {collectionCount}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
