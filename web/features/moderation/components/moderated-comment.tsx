import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '#api/schemas/comments.ts';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { formatDay } from '#web/lib/format-date.ts';

/**
 * A comment as the moderation page shows it: who wrote it, when, its state, its text (the
 * server's rendering: raw HTML off, safe links only), then what the moderator can do.
 */
export function ModeratedComment({ comment: c, children }: { comment: Comment; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="moderated-comment" lang={c.language}>
      <p className="moderated-comment__meta">
        <UserAvatar user={c.user} size={28} />
        <Link to="/people/$id" params={{ id: c.user.slug }}>
          {c.user.firstName} {c.user.lastName}
        </Link>
        <span aria-hidden="true"> · </span>
        <time dateTime={c.createdAt}>{formatDay(c.createdAt, i18n.language, { month: 'short' })}</time>
        <span className="moderated-comment__status">{t(`moderation.status.${c.status}`)}</span>
      </p>
      {c.html ? <div className="moderated-comment__text" dangerouslySetInnerHTML={{ __html: c.html }} /> : <p className="muted">{t('moderation.noText')}</p>}
      {children}
    </div>
  );
}
