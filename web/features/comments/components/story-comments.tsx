import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadComment } from '#api/schemas/comments.ts';
import { whenIdle } from '#web/lib/main-thread.ts';
import { shown, type ShownComment } from '../shown-comment.ts';
import { CommentItem, type CommentHandlers, type CommentPermissions } from './comment-item.tsx';
import type { ThreadArticle, ThreadProps } from './comment-thread.tsx';
import './comments.css';

// The interactive thread reads and writes the device's database (Dexie, the outbox) and carries
// the comment renderer (markdown-it): a chunk of its own, asked for once the page is interactive.
const loadThread = () => import('./comment-thread.tsx');

const READ_ONLY: CommentPermissions = { signedIn: false, own: false, canHide: false, canPin: false };
const noop = () => undefined;
const INERT: CommentHandlers = { onLike: noop, onReply: noop, onEdit: noop, onDelete: noop, onReport: noop, onHide: noop, onPin: noop };

/** One comment of the first view: what the interactive thread shows, its actions inert until it loads. */
const Item = ({ comment }: { comment: ShownComment }) => <CommentItem comment={comment} permissions={READ_ONLY} handlers={INERT} />;

/**
 * The first page of the thread as the story's detail carries it (`comments` of
 * `GET /api/articles/:id`), read-only: the same on the server and in the browser that adopts the
 * server's page (no device database, no session), so nothing is drawn again on hydration.
 */
export function FirstCommentsPage({ article, comments, ref }: { article: ThreadArticle; comments: ThreadComment[]; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const count = article.commentCount ?? comments.length;
  return (
    <section ref={ref} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="story-aside-title">
        {count > 0 ? t('comments.count', { count }) : t('comments.title')}
      </h2>
      {comments.length === 0 && <p className="muted">{t('comments.none')}</p>}
      <ol className="comments__list">
        {comments.map((top) => (
          <li key={top.id} className="comments__thread">
            <Item comment={shown(top)} />
            {top.replies.length > 0 && (
              <ol className="comments__replies">
                {top.replies.map((reply) => (
                  <li key={reply.id}>
                    <Item comment={shown(reply)} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How near the viewport the discussion is when its interactive part is asked for: a screen ahead. */
const NEAR = '100% 0px';

/**
 * The story's discussion (issue #28). The first view is the detail's first page, drawn at once
 * (in the server's HTML too); the interactive thread (sort, composer, likes, the reader's writes
 * waiting in the outbox, moderation actions) replaces it once the reader nears the discussion, acts
 * on the page and the main thread is idle, starting from that same page rather than asking for it again. A reader
 * who never scrolls to it never loads its code (~50 KB: the renderer, the outbox, the device's
 * database; tests/e2e/first-view-work.spec.ts). Offline its chunk comes from the service worker's
 * cache; when it cannot load, the first page stays.
 */
export function StoryComments(props: ThreadProps) {
  const [Thread, setThread] = useState<ComponentType<ThreadProps> | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    let cancel = () => undefined as void;
    const load = () => {
      cancel = whenIdle(() => {
        loadThread().then(
          (module) => live && setThread(() => module.default),
          () => undefined,
        );
      });
    };
    const target = section.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
        cancel();
      };
    }
    // Near the viewport and once the reader acts on the page (scrolls, taps, types): a short
    // story shows its discussion in the first screen, and a reader who only reads it loads nothing.
    let near = false;
    let acted = false;
    const start = () => {
      if (!near || !acted) return;
      stop();
      load();
    };
    const onAct = () => {
      acted = true;
      start();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        start();
      },
      { rootMargin: NEAR },
    );
    const ACTS = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const;
    const stop = () => {
      observer.disconnect();
      for (const act of ACTS) window.removeEventListener(act, onAct, true);
    };
    observer.observe(target);
    for (const act of ACTS) window.addEventListener(act, onAct, { capture: true, passive: true });
    cancel = stop;
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Thread ? <Thread {...props} /> : <FirstCommentsPage ref={section} article={props.article} comments={props.firstPage} />;
}
