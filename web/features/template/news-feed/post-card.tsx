import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { TimeAgo } from '../common/time-ago.tsx';
import { person } from '../data/people.ts';
import type { OwnPost, SamplePost } from '../data/posts.ts';
import type { CardVariant } from './feed-layouts.ts';
import './post-card.css';

/** A sample post: avatar, name, time, text, image, and like / comment / share with their counts. */
export function PostCard({ post, variant = 'classic' }: { post: SamplePost | OwnPost; variant?: CardVariant }) {
  const { t, i18n } = useTranslation();
  const author = person(post.author);
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [comments, setComments] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const format = (n: number) => n.toLocaleString(i18n.language);
  const titleId = `post-${post.id}-author`;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(`${location.origin}${location.pathname}#${post.id}`);
      showToast('newsFeed.linkCopied', 'success');
    } catch {
      showToast('newsFeed.linkNotCopied', 'error');
    }
  };

  return (
    <article id={post.id} className={`post-card post-card--${variant} ${post.image ? 'has-media' : ''}`} aria-labelledby={titleId}>
      <header className="post-card__head">
        <img src={author.image} alt="" className="tpl-avatar" width={44} height={44} />
        <div>
          <h3 className="post-card__author" id={titleId}>
            {author.name}
          </h3>
          <TimeAgo minutes={post.minutesAgo} />
        </div>
        <button type="button" className="tpl-icon-btn post-card__save" aria-pressed={saved} aria-label={t('newsFeed.save')} onClick={() => setSaved((s) => !s)}>
          <Icon name="bookmark" size={18} />
        </button>
      </header>
      <p className="post-card__text">{'text' in post ? post.text : t(`tplSamples.posts.${post.id}`)}</p>
      {post.image && <img className="post-card__media" src={post.image} alt={t('newsFeed.photoBy', { name: author.name })} loading="lazy" />}
      <footer className="post-card__actions">
        <button type="button" aria-pressed={liked} className="post-card__action post-card__like" onClick={() => setLiked((l) => !l)}>
          <Icon name="heart" size={18} />
          <span>{t('newsFeed.likes', { count: post.likes + (liked ? 1 : 0), formatted: format(post.likes + (liked ? 1 : 0)) })}</span>
        </button>
        <button type="button" aria-expanded={commentsOpen} className="post-card__action" onClick={() => setCommentsOpen((o) => !o)}>
          <Icon name="messageCircle" size={18} />
          <span>{t('newsFeed.comments', { count: post.comments + comments.length, formatted: format(post.comments + comments.length) })}</span>
        </button>
        <button type="button" className="post-card__action" onClick={() => void share()}>
          <Icon name="share" size={18} />
          <span>{t('newsFeed.shares', { count: post.shares, formatted: format(post.shares) })}</span>
        </button>
      </footer>
      {commentsOpen && (
        <div className="post-card__comments">
          {comments.length > 0 && (
            <ul>
              {comments.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!draft.trim()) return;
              setComments((c) => [...c, draft.trim()]);
              setDraft('');
            }}
          >
            <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('newsFeed.commentPlaceholder')} aria-label={t('newsFeed.commentLabel')} autoFocus />
            <button type="submit" className="tpl-icon-btn" aria-label={t('newsFeed.sendComment')} disabled={!draft.trim()}>
              <Icon name="send" size={18} />
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
