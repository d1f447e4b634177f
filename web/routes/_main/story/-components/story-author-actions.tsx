import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { EditArticleButton } from '#web/features/editor/components/edit-article-button.tsx';
import { DeleteArticleDialog } from '#web/features/people/components/delete-article-dialog.tsx';

/**
 * Edit and Delete on the author's own story (issue #25), the same actions as their profile card's
 * menu: Edit opens the editor on the article, Delete asks first, then takes the author to their
 * profile (which no longer lists it) with a toast. Only the signed-in author loads this chunk
 * (`./story-actions.tsx`).
 */
export default function StoryAuthorActions({ article }: { article: Article }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <EditArticleButton articleId={article.id} />
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        <Icon name="trash" size={18} /> {t('people.delete')}
      </button>
      {confirming && (
        <DeleteArticleDialog
          article={article}
          authorId={article.user.id}
          onDeleted={() => void navigate({ to: '/people/$id', params: { id: article.user.slug } })}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
