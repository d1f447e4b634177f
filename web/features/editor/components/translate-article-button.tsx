import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { openEditorAtom } from '../editor-atoms.ts';

/**
 * For the author of a story that has no other-language version yet: opens the editor on a new
 * draft prefilled from it, in the other language and linked to it (`translationOf`).
 */
export function TranslateArticleButton({ article, className = 'btn btn--ghost' }: { article: Article; className?: string }) {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  if (!userId || userId !== article.user.id || article.translation) return null;
  const other = article.language === 'fr' ? 'en' : 'fr';
  return (
    <button type="button" className={className} onClick={() => open({ kind: 'translation', of: article.id })}>
      <Icon name="globe" size={18} /> {t(`editor.translation.start.${other}`)}
    </button>
  );
}
