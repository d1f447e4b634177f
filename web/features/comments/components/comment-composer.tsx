import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { COMMENT_BODY_MAX, CommentInputSchema, type CommentInput } from '#api/schemas/comments.ts';
import { clearCommentDraft, putCommentDraft, type CommentDraft } from '#web/db/comment-drafts.ts';
import { writeComment } from '#web/sync/mutations/comments.ts';
import { formatMoment } from '../moment.ts';
import { refusalText } from '../refusal-text.ts';
import { usePlayingMoment } from '../use-story-media.ts';

/** What the composer writes: a new comment, a reply (to `name`), or an edit of the reader's own comment `id`. */
export type ComposerTarget = { mode: 'new' } | { mode: 'reply'; parentId: string; name: string } | { mode: 'edit'; id: string; parentId: string | null; body: string; atSeconds: number | null };

/** Typing is kept this long after the last key (a reload or a crash loses at most that much). */
const KEEP_AFTER_MS = 300;

export interface ComposerProps {
  articleId: string;
  userId: string;
  target: ComposerTarget;
  /** The article's kept draft (typed earlier, or refused by the server). */
  draft: CommentDraft | null;
  /** A podcast or video: the composer offers "at the current moment" while it plays. */
  hasMedia: boolean;
  onDone: () => void;
}

/**
 * The comment form (issue #28): the text is kept on the device as it is typed, sent through the
 * outbox (so it shows at once and survives going offline), and a refusal comes back here with the
 * server's reason in the reader's language.
 */
export function CommentComposer({ articleId, userId, target, draft, hasMedia, onDone }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const fromDraft = draft && (target.mode === 'edit' ? draft.id === target.id : target.mode === 'reply' ? draft.input.parentId === target.parentId : !draft.input.parentId && !draft.editing);
  const [text, setText] = useState(() => (fromDraft ? draft.input.body : target.mode === 'edit' ? target.body : ''));
  const [atMoment, setAtMoment] = useState(target.mode === 'edit' && target.atSeconds !== null);
  const [busy, setBusy] = useState(false);
  const playing = usePlayingMoment(articleId, hasMedia);
  const [heldMoment, setHeldMoment] = useState<number | null>(fromDraft ? (draft.input.atSeconds ?? null) : target.mode === 'edit' ? target.atSeconds : null);
  // Frozen when ticked: the moment the reader meant, not wherever the player is once they send.
  const moment = atMoment ? heldMoment : null;
  const refusal = fromDraft ? draft.refusal : undefined;

  useEffect(() => {
    if (target.mode !== 'new') ref.current?.focus();
  }, [target.mode]);

  const input = (body: string): CommentInput => ({
    articleId,
    parentId: target.mode === 'reply' ? target.parentId : target.mode === 'edit' ? target.parentId : null,
    body,
    atSeconds: moment,
    // Written in the language the reader uses the app in (the thread's "only in my language" reads
    // it); an edit keeps the comment's own. Sent with the comment, so a later replay says the same.
    ...(target.mode === 'edit' ? {} : { language: i18n.language === 'fr' ? ('fr' as const) : ('en' as const) }),
  });
  const draftId = fromDraft ? draft.id : target.mode === 'edit' ? target.id : undefined;

  // Kept as typed: a reload, a crash or a closed tab loses nothing (the refusal stays until sent again).
  const keeping = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The text just went into the outbox (which cleared the draft): the emptied box is not the reader
  // erasing it. Clearing then would delete the draft a refusal brings back within the keeping delay.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) {
      sent.current = false;
      return;
    }
    const timer = (keeping.current = setTimeout(() => {
      if (text.trim() === '' && !refusal) void clearCommentDraft(userId, articleId).catch(() => undefined);
      else if (text !== (fromDraft ? draft.input.body : target.mode === 'edit' ? target.body : ''))
        void putCommentDraft(userId, {
          id: draftId ?? '',
          input: input(text),
          ...(target.mode === 'reply' ? { replyingTo: target.name } : {}),
          ...(target.mode === 'edit' ? { editing: true } : {}),
          ...(refusal ? { refusal } : {}),
          updatedAt: Date.now(),
        }).catch(() => undefined);
    }, KEEP_AFTER_MS));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kept on each change of the text only
  }, [text]);

  const parsed = v.safeParse(CommentInputSchema, input(text));
  const over = text.trim().length - COMMENT_BODY_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || busy) return;
    // Sent now: typing kept after this would come back as a draft of a comment already sent.
    clearTimeout(keeping.current);
    setBusy(true);
    try {
      await writeComment(parsed.output, {
        ...(draftId ? { id: draftId } : {}),
        editing: target.mode === 'edit',
        ...(target.mode === 'reply' ? { replyingTo: target.name } : {}),
      });
      sent.current = true;
      setText('');
      setAtMoment(false);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  const label = target.mode === 'reply' ? t('comments.composer.replyLabel', { name: target.name }) : target.mode === 'edit' ? t('comments.composer.editLabel') : t('comments.composer.label');
  return (
    <form className={`comment-composer comment-composer--${target.mode}`} onSubmit={(e) => void submit(e)}>
      {refusal && (
        <div className="comment-composer__refusal" role="alert" id={errorId}>
          <p>{t('comments.composer.draftBack')}</p>
          <p>{refusalText(refusal, t, i18n.language)}</p>
        </div>
      )}
      <label className="comment-composer__label" htmlFor={`${hintId}-text`}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={`${hintId}-text`}
        className="comment-composer__text"
        value={text}
        rows={target.mode === 'new' ? 3 : 2}
        placeholder={t('comments.composer.placeholder')}
        aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
        aria-invalid={over > 0}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && target.mode !== 'new') onDone();
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e);
        }}
      />
      <p id={hintId} className={over > 0 ? 'field-error' : 'muted comment-composer__hint'}>
        {over > 0 ? t('comments.composer.tooLong', { count: over }) : t('comments.composer.hint', { max: COMMENT_BODY_MAX })}
      </p>
      <div className="comment-composer__actions">
        {hasMedia && (playing !== null || moment !== null) && (
          <label className="comment-composer__moment">
            <input
              type="checkbox"
              checked={atMoment}
              onChange={(e) => {
                setAtMoment(e.target.checked);
                setHeldMoment(e.target.checked ? playing : null);
              }}
            />
            {t('comments.composer.atMoment', { time: formatMoment(moment ?? playing ?? 0) })}
          </label>
        )}
        {target.mode !== 'new' && (
          <button type="button" className="btn btn--ghost" onClick={onDone}>
            {t('comments.composer.cancel')}
          </button>
        )}
        <button type="submit" className="btn" disabled={!parsed.success || busy}>
          {target.mode === 'reply' ? t('comments.composer.sendReply') : target.mode === 'edit' ? t('comments.composer.save') : t('comments.composer.send')}
        </button>
      </div>
    </form>
  );
}
