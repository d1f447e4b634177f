import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_SORTS, type CommentSort, type ThreadComment } from '#api/schemas/comments.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { useThread } from '../api/get-comments.ts';
import { threadView } from '../thread-view.ts';
import { useCommentDraft, useQueuedCommentOps } from '../use-comment-queue.ts';
import { useJustSent } from '../use-just-sent.ts';
import { CommentComposer, type ComposerTarget } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import { useSendingAnnouncement } from './use-sending-announcement.ts';
import './comments.css';

/** The story whose thread this is: what the thread needs of the article. */
export interface ThreadArticle {
  id: string;
  userId: string;
  /** `ArticleSummary.commentCount` when the server sent it. */
  commentCount?: number;
  /** A podcast or a video: comments may carry a moment. */
  hasMedia: boolean;
}

export interface ThreadProps {
  article: ThreadArticle;
  /** The thread's first page, oldest first, as the story's detail carries it (`comments`). */
  firstPage: ThreadComment[];
}

const SORT_LABELS = { oldest: 'comments.sortOldest', newest: 'comments.sortNewest', top: 'comments.sortTop' } as const;

/**
 * The story's discussion (issue #28): the server's comments with the reader's own writes laid
 * over them as they wait in the outbox, sort and language filter, the composer, and the actions
 * each comment allows. Its code is a chunk of its own (it reads the device's database), loaded
 * after the story's first view (story-comments.tsx), and starts from the detail's first page.
 */
export default function CommentThread({ article, firstPage }: ThreadProps) {
  const { t, i18n } = useTranslation();
  const me = useAtomValue(sessionAtom)?.user ?? null;
  const [sort, setSort] = useState<CommentSort>('oldest');
  const [mine, setMine] = useState(false);
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const thread = useThread(article.id, mine ? { sort, language } : { sort }, { items: firstPage, total: article.commentCount ?? firstPage.length });
  const queued = useQueuedCommentOps(me?.id, article.id);
  const justSent = useJustSent(article.id, queued);
  const draft = useCommentDraft(me?.id, article.id);
  const [target, setTarget] = useState<ComposerTarget | null>(null);
  const announcement = useSendingAnnouncement(queued.length);
  const restored = useRef(false);

  // A draft brought back for a reply or an edit opens its composer where it was written.
  useEffect(() => {
    if (restored.current || !draft) return;
    restored.current = true;
    if (draft.editing && draft.id) setTarget({ mode: 'edit', id: draft.id, parentId: draft.input.parentId ?? null, body: draft.input.body, atSeconds: draft.input.atSeconds ?? null });
    else if (draft.input.parentId) setTarget({ mode: 'reply', parentId: draft.input.parentId, name: draft.replyingTo ?? '' });
  }, [draft]);

  const shown = useMemo(() => {
    const items = thread.data?.pages.flatMap((p) => p.items) ?? [];
    // A comment refused on its way left the queue too, but came back as the draft: not shown as sent.
    const sent = justSent.filter((o) => !(o.op.type === 'comment.put' && o.op.id === draft?.id));
    const view = threadView(items, [...sent, ...queued], me, { sort, language });
    // "Only in my language" is the server's filter; the reader's own comments just written are in it too.
    return mine ? view.filter((c) => c.language === language) : view;
  }, [thread.data, queued, justSent, draft, me, sort, language, mine]);
  const count = thread.data?.pages[0]?.total ?? article.commentCount ?? 0;

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="story-aside-title">
        {count > 0 ? t('comments.count', { count }) : t('comments.title')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement && t(announcement)}
      </p>
      <div className="comments__controls">
        <label className="comments__sort">
          <span>{t('comments.sort')}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as CommentSort)}>
            {COMMENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="comments__mine">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          {t('comments.onlyMyLanguage')}
        </label>
      </div>
      {me ? (
        draft !== undefined &&
        (target === null || target.mode === 'new') && (
          <CommentComposer
            key={draft?.refusal ? `refused-${draft.id}-${draft.refusal.code}` : 'new'}
            articleId={article.id}
            userId={me.id}
            target={{ mode: 'new' }}
            draft={draft}
            hasMedia={article.hasMedia}
            onDone={() => setTarget(null)}
          />
        )
      ) : (
        <p>
          <Link to="/login" search={{}} className="btn btn--ghost">
            {t('comments.composer.signIn')}
          </Link>
        </p>
      )}
      {thread.isError && !thread.data && (
        <p role="alert" className="muted">
          {t('comments.loadError')}
        </p>
      )}
      {thread.data && shown.length === 0 && <p className="muted">{t('comments.none')}</p>}
      <CommentList threads={shown} article={article} me={me} target={target} setTarget={setTarget} draft={draft ?? null} />
      {thread.hasNextPage && (
        <button type="button" className="btn btn--ghost comments__more" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
          {t('comments.more')}
        </button>
      )}
    </section>
  );
}
