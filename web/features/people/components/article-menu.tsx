import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon } from '#web/components/icon.tsx';

interface ArticleMenuProps {
  article: ArticleSummary;
  /** The edit item shows only when the route provides the editor. */
  onEdit?: (article: ArticleSummary) => void;
  onDelete: (article: ArticleSummary) => void;
}

/** The author's menu on a profile card: edit and delete. Arrows move, Escape closes. */
export function ArticleMenu({ article, onEdit, onDelete }: ArticleMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useDismiss(rootRef, open, () => setOpen(false), { on: 'mousedown', escape: false });

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') closeAndFocus();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  const choose = (action: () => void) => {
    // Focus goes back to the menu button first, so a dialog opened next returns it there.
    closeAndFocus();
    action();
  };

  return (
    <div className="article-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('people.articleActions', { title: article.title })}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="moreHorizontal" />
      </button>
      {open && (
        <div id={menuId} className="article-menu__list" role="menu" aria-label={t('people.articleActions', { title: article.title })} onKeyDown={onMenuKey}>
          {onEdit && (
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => onEdit(article))}>
              <Icon name="edit" size={18} /> {t('people.edit')}
            </button>
          )}
          <button type="button" role="menuitem" tabIndex={-1} className="article-menu__danger" onClick={() => choose(() => onDelete(article))}>
            <Icon name="trash" size={18} /> {t('people.delete')}
          </button>
        </div>
      )}
    </div>
  );
}
