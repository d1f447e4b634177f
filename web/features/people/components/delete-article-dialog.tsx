import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { useDeleteArticle, type DeletableArticle } from '../api/delete-article.ts';

interface DeleteArticleDialogProps {
  article: DeletableArticle;
  /** The signed-in author (whose profile list loses the card at once). */
  authorId: string;
  /** After the deletion is queued, before the dialog closes (the story page leaves for the profile). */
  onDeleted?: () => void;
  /** Cancelled, or done either way. */
  onClose: () => void;
}

/**
 * "Delete this article?" for its author, from a profile card's menu or the story page (issue #25):
 * confirmed, the deletion goes through the outbox and a toast says how it went.
 */
export function DeleteArticleDialog({ article, authorId, onDeleted, onClose }: DeleteArticleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteArticle(authorId);
  // Awaited rather than `mutate`'s own callbacks, which TanStack Query drops once the component
  // unmounts: the toast and the way out must not depend on the page under the dialog staying.
  const confirm = async () => {
    try {
      await remove.mutateAsync(article);
      showToast('deleteMessage.success', 'success');
      onDeleted?.();
    } catch {
      showToast('deleteMessage.failed', 'error');
    } finally {
      onClose();
    }
  };
  return <ConfirmDialog message={t('people.deleteQuestion', { title: article.title })} busy={remove.isPending} onConfirm={() => void confirm()} onCancel={onClose} />;
}
