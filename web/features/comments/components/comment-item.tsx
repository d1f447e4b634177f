import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { formatDay } from '#web/lib/format-date.ts';
import { formatMoment } from '../moment.ts';
import type { ShownComment } from '../thread-view.ts';
import { seekStoryMedia } from '../use-story-media.ts';
import { CommentText } from './comment-text.tsx';

const fullName = (c: ShownComment) => `${c.user.firstName} ${c.user.lastName}`;

/** What the viewer may do on a comment, decided by the thread (own comment, article author, moderator). */
export interface CommentPermissions {
  signedIn: boolean;
  own: boolean;
  /** The article's author or a moderator: hide and show again. */
  canHide: boolean;
  /** The article's author, on a top-level comment: pin. */
  canPin: boolean;
}

export interface CommentHandlers {
  onLike: (c: ShownComment) => void;
  onReply: (c: ShownComment) => void;
  onEdit: (c: ShownComment) => void;
  onDelete: (c: ShownComment) => void;
  onReport: (c: ShownComment) => void;
  onHide: (c: ShownComment, hidden: boolean) => void;
  onPin: (c: ShownComment, pinned: boolean) => void;
}

type StateKey = 'comments.deleted' | 'comments.hidden' | 'comments.hiddenByModerator';

/** What a hidden comment says: by the article's author, or by a moderator. */
const hiddenKey = (c: ShownComment): StateKey => (c.hiddenBy === 'moderator' ? 'comments.hiddenByModerator' : 'comments.hidden');

/** What replaces a comment's text when it is not shown (issue #28's states). */
function statusText(c: ShownComment, t: (key: StateKey) => string): string | null {
  if (c.status === 'deleted') return t('comments.deleted');
  if (c.status === 'hidden' && !c.body) return t(hiddenKey(c));
  return null;
}

/**
 * One comment: who and when, its language, "edited", "pinned", its moment ("at 12:34", which
 * seeks the story's player), its text (the server's rendering), its state (deleted, hidden by the
 * author, awaiting approval, sending…), and what the viewer may do on it.
 */
export function CommentItem({ comment: c, permissions: p, handlers: h, children }: { comment: ShownComment; permissions: CommentPermissions; handlers: CommentHandlers; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const gone = statusText(c, t);
  const live = c.status !== 'deleted';
  return (
    <article className={`comment${c.sending ? ' comment--sending' : ''}${c.status !== 'visible' ? ` comment--${c.status}` : ''}`} aria-labelledby={`comment-${c.id}-by`} lang={c.language}>
      <UserAvatar user={c.user} size={c.parentId ? 28 : 36} />
      <div className="comment__main">
        <p className="comment__meta" id={`comment-${c.id}-by`}>
          {c.status === 'deleted' ? (
            <span>{gone}</span>
          ) : (
            <Link to="/people/$id" params={{ id: c.user.slug }} className="comment__author">
              {fullName(c)}
            </Link>
          )}
          <span aria-hidden="true"> · </span>
          <time dateTime={c.createdAt}>{formatDay(c.createdAt, i18n.language, { month: 'short' })}</time>
          {c.editedAt && <span className="comment__tag">{t('comments.edited')}</span>}
          <span className="comment__tag comment__lang" title={t(`comments.language.${c.language === 'fr' ? 'fr' : 'en'}`)}>
            {c.language.toUpperCase()}
          </span>
          {c.pinned && <span className="comment__tag comment__tag--pinned">{t('comments.pinned')}</span>}
          {c.sending && <span className="comment__tag comment__tag--sending">{t('comments.sending')}</span>}
        </p>
        {c.replyToUser && <p className="comment__replying muted">{t('comments.replyingTo', { name: `${c.replyToUser.firstName} ${c.replyToUser.lastName}` })}</p>}
        {c.status === 'held' && <p className="comment__held">{t('comments.held')}</p>}
        {c.status === 'hidden' && c.body && <p className="comment__held">{t(hiddenKey(c))}</p>}
        {live && c.atSeconds !== null && (
          <button type="button" className="comment__moment" aria-label={t('comments.seekTo', { time: formatMoment(c.atSeconds) })} onClick={() => seekStoryMedia(c.articleId, c.atSeconds!)}>
            <Icon name="play" size={12} /> {t('comments.at', { time: formatMoment(c.atSeconds) })}
          </button>
        )}
        {gone && c.status !== 'deleted' ? <p className="comment__gone muted">{gone}</p> : live && <CommentText comment={c} />}
        {live && (
          <div className="comment__actions" role="group" aria-label={t('comments.actionsOf', { name: fullName(c) })}>
            <button type="button" className="comment__action" aria-pressed={c.liked} disabled={!p.signedIn || p.own || c.status !== 'visible'} onClick={() => h.onLike(c)}>
              <Icon name="heart" size={14} /> <span className="visually-hidden">{c.liked ? t('comments.unlike') : t('comments.like')}, </span>
              {t('comments.likes', { count: c.likeCount })}
            </button>
            {p.signedIn && c.status === 'visible' && (
              <button type="button" className="comment__action" onClick={() => h.onReply(c)}>
                {t('comments.reply')}
              </button>
            )}
            {p.own && (
              <>
                <button type="button" className="comment__action" onClick={() => h.onEdit(c)}>
                  {t('comments.edit')}
                </button>
                <button type="button" className="comment__action" onClick={() => h.onDelete(c)}>
                  {t('comments.delete')}
                </button>
              </>
            )}
            {p.signedIn && !p.own && (
              <button type="button" className="comment__action" onClick={() => h.onReport(c)}>
                {t('comments.report')}
              </button>
            )}
            {p.canHide && !p.own && (
              <button type="button" className="comment__action" onClick={() => h.onHide(c, c.status !== 'hidden')}>
                {c.status === 'hidden' ? t('comments.unhide') : t('comments.hide')}
              </button>
            )}
            {p.canPin && !c.parentId && c.status === 'visible' && (
              <button type="button" className="comment__action" aria-pressed={c.pinned === true} onClick={() => h.onPin(c, !c.pinned)}>
                {c.pinned ? t('comments.unpin') : t('comments.pin')}
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
