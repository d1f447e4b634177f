import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { SubscribeFeeds } from '#web/components/subscribe/subscribe-feeds.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import type { User } from '#api/schemas/user.ts';
import { sessionAtom, type Session } from '#web/lib/session.ts';
import { useUserArticles } from '../api/get-user-articles.ts';
import { useUserProfile } from '../api/get-user.ts';
import { canEditProfile, isOwnProfile } from '../profile-rules.ts';
import { useWithPendingEdits } from '../use-pending-profile.ts';
import { ProfileArticles } from './profile-articles.tsx';
import { ProfileHead } from './profile-head.tsx';
import './people.css';

export interface ProfileScreenProps {
  slug: string;
  /** Opens the article editor; without it the author's menu offers delete only. */
  onEdit?: (article: ArticleSummary) => void;
  /** Buttons on each card for any reader (the favorite toggle), composed in by the route. */
  cardActions?: (article: ArticleSummary) => ReactNode;
  /** Opens the profile editor; the button needs it and the rule of spec §6. */
  onEditProfile?: () => void;
  /** The Follow toggle of another's profile (issue #29), composed in by the route. */
  followAction?: (user: User) => ReactNode;
}

function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state profile-missing" role="alert">
      <Icon name="user" size={40} />
      <h1 className="page-title">{t('userNotFound')}</h1>
      <p>{t('people.notFoundText')}</p>
      <Link to="/peoples" className="btn">
        {t('people.browseDirectory')}
      </Link>
    </div>
  );
}

/** Author profile (spec §2 people/{slug}): head, a 'timeline' tab and the author's articles. */
export function ProfileScreen({ slug, onEdit, onEditProfile, cardActions, followAction }: ProfileScreenProps) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const profile = useUserProfile(slug);
  const articles = useUserArticles(profile.data?.id);
  const notFound = profile.error instanceof ApiRequestError && profile.error.status === 404;

  useEffect(() => {
    if (notFound) showToast('userNotFound', 'error');
  }, [notFound]);

  useEffect(() => {
    if (!profile.data) return;
    const previous = document.title;
    document.title = `${profile.data.firstName} ${profile.data.lastName} · ${t('common.appName')}`;
    return () => {
      document.title = previous;
    };
  }, [profile.data, t]);

  if (profile.isPending) {
    return (
      <div className="profile" aria-busy="true" aria-label={t('common.loading')}>
        <div className="card author-head author-head--skeleton">
          <div className="skeleton author-head__band" />
          <div className="skeleton profile-skeleton-name" />
          <div className="skeleton profile-skeleton-line" />
        </div>
      </div>
    );
  }
  if (notFound) return <ProfileNotFound />;
  if (profile.isError) {
    return (
      <div className="state" role="alert">
        <p>{t('people.loadError')}</p>
        <button type="button" className="btn" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return <LoadedProfile user={profile.data} session={session} articles={articles} onEdit={onEdit} onEditProfile={onEditProfile} cardActions={cardActions} followAction={followAction} />;
}

/** The profile once loaded; the own profile shows this device's edits still waiting to be sent. */
function LoadedProfile({
  user: loaded,
  session,
  articles,
  onEdit,
  onEditProfile,
  cardActions,
  followAction,
}: Omit<ProfileScreenProps, 'slug'> & { user: User; session: Session | null; articles: ReturnType<typeof useUserArticles> }) {
  const { t } = useTranslation();
  const user = useWithPendingEdits(loaded, isOwnProfile(session, loaded));
  const firstPage = articles.data?.pages[0];
  const count = firstPage?.total ?? null;
  return (
    <div className="profile">
      <ProfileHead
        user={user}
        articleCount={count}
        articleCountCapped={firstPage?.totalCapped ?? false}
        canEdit={canEditProfile(session, user)}
        onEditProfile={onEditProfile}
        follow={isOwnProfile(session, user) ? undefined : followAction?.(user)}
      />
      <SubscribeFeeds scope={{ kind: 'author', slug: user.slug }} name={`${user.firstName} ${user.lastName}`} hidden={isOwnProfile(session, user)} />
      <div className="profile-tabs" role="tablist" aria-label={t('people.sections')}>
        <button type="button" role="tab" id="profile-tab-timeline" aria-selected="true" aria-controls="profile-panel-timeline" className="profile-tab profile-tab--active">
          {t('people.timeline')}
        </button>
      </div>
      <section id="profile-panel-timeline" role="tabpanel" aria-labelledby="profile-tab-timeline" className="profile-panel">
        <ProfileArticles userId={user.id} isOwner={isOwnProfile(session, user)} onEdit={onEdit} cardActions={cardActions} />
      </section>
    </div>
  );
}
