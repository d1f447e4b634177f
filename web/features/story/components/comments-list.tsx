import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ThreadComment } from '#api/schemas/comments.ts';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { formatDate } from './story-header.tsx';

/** Readers' comments under the article, oldest first. */
export function CommentsList({ comments }: { comments: ThreadComment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="story-comments" aria-labelledby="story-comments-title">
      <h2 id="story-comments-title" className="story-aside-title">
        {comments.length === 0 ? t('story.commentsTitle') : t('story.comments', { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className="muted">{t('story.noComments')}</p>
      ) : (
        <ol className="story-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="story-comment">
              <UserAvatar user={comment.user} size={36} />
              <div>
                <p className="story-comment__meta">
                  <Link to="/people/$id" params={{ id: comment.user.slug }}>
                    {comment.user.firstName} {comment.user.lastName}
                  </Link>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, i18n.language)}</time>
                </p>
                <p className="story-comment__text">{comment.body}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
