import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useOpenEditor } from '../editor-atoms.ts';

/** Opens the editor on a published article (its current version, or the author's local draft of it). */
export function EditArticleButton({ articleId, className = 'btn btn--ghost' }: { articleId: string; className?: string }) {
  const { t } = useTranslation();
  const openEditor = useOpenEditor();
  return (
    <button type="button" className={className} onClick={() => openEditor(articleId)}>
      <Icon name="edit" size={18} /> {t('editor.edit')}
    </button>
  );
}
