import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';

/** A directory card: picture or initials, name, email (signed-in viewers only) and a profile link. */
export function UserCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <li className="user-card card">
      <UserAvatar user={user} size={72} />
      <h2 className="user-card__name">{name}</h2>
      {user.email && (
        <a className="user-card__email" href={`mailto:${user.email}`}>
          <Icon name="mail" size={15} />
          <span>{user.email}</span>
        </a>
      )}
      {user.presentation && <p className="user-card__presentation">{user.presentation}</p>}
      <Link to="/people/$id" params={{ id: user.slug }} className="btn btn--ghost user-card__link" aria-label={t('peoples.viewProfileOf', { name })}>
        {t('peoples.viewProfile')}
      </Link>
    </li>
  );
}
