import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { useAuthorSuggestions } from '../api/get-side-panel.ts';

/** A simple row of authors to discover, each linking to their profile. */
export function AuthorSuggestions({ excludeId }: { excludeId: string }) {
  const { t } = useTranslation();
  const authors = useAuthorSuggestions();
  const items = (authors.data?.items ?? []).filter((u) => u.id !== excludeId).slice(0, 5);
  if (authors.isError || (!authors.isPending && items.length === 0)) return null;
  return (
    <section className="story-authors" aria-labelledby="authors-title">
      <h2 id="authors-title" className="story-aside-title">
        {t('story.authors')}
      </h2>
      <ul className="story-authors__row">
        {authors.isPending
          ? Array.from({ length: 4 }, (_, i) => <li key={i} className="skeleton story-authors__skeleton" aria-hidden="true" />)
          : items.map((user) => (
              <li key={user.id}>
                <Link to="/people/$id" params={{ id: user.slug }} className="author-chip">
                  <UserAvatar user={user} size={56} />
                  <span className="author-chip__name">
                    {user.firstName} {user.lastName}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
