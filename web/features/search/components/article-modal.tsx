import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { useArticlePreview } from '../api/get-article-preview.ts';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { ArticlePreview } from './article-preview.tsx';
import './article-modal.css';

/**
 * The article view modal (spec §2/§4), opened from a search result: text, audio or video by type.
 * The summary shows at once; the body and media arrive with `GET /api/articles/:id`.
 * `onClose` returns focus to the search; `onNavigate` closes it for a link to the story page.
 */
export function ArticleModal({ summary, onClose, onNavigate }: { summary: ArticleSummary; onClose: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const detail = useArticlePreview(summary.id);
  useDialogFocus(dialog, onClose);

  useEffect(() => {
    // The page behind must not scroll under the modal.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const titleId = `article-modal-title-${summary.id}`;
  return createPortal(
    <div className="article-modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className={`article-modal__dialog article-modal__dialog--type-${summary.type}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="icon-btn article-modal__close" onClick={onClose} aria-label={t('articleModal.close')}>
          <Icon name="x" />
        </button>
        <ArticlePreview titleId={titleId} article={detail.data?.article ?? summary} loading={detail.isPending} error={detail.isError} onRetry={() => void detail.refetch()} onNavigate={onNavigate} />
      </div>
    </div>,
    document.body,
  );
}
