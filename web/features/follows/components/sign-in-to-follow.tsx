import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import './follows.css';

/**
 * What an anonymous reader sees where a Follow button would be (issue #29): the same "Follow" that
 * asks them to sign in. Light on purpose (no local database, no follows state): it is drawn into an
 * anonymous reader's first view, where the follows code is not loaded.
 */
export function SignInToFollow({ name, className = '' }: { name: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/login" search={{}} className={`btn btn--ghost follow-button ${className}`} aria-label={t('follows.signInToFollow', { name })}>
      <Icon name="plus" size={16} />
      {t('follows.follow')}
    </Link>
  );
}
