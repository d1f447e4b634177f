import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import '#web/components/dialog.css';

interface ConflictDialogProps {
  theirs: Article | null;
  mine: { title: string };
  busy?: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onLater: () => void;
}

/**
 * The article changed on the server since the author started (409 `version_conflict`): keep mine
 * (publish this version over theirs) or take theirs (drop the local changes).
 */
export function ConflictDialog({ theirs, mine, busy, onKeepMine, onTakeTheirs, onLater }: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useDialogFocus(ref, () => !busy && onLater());
  const when = theirs ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(theirs.updatedAt)) : null;
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onLater()}>
      <div ref={ref} className="dialog conflict-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className="dialog__title-icon">
            <Icon name="alert" size={18} />
          </span>
          {t('editor.conflict.title')}
        </h2>
        <p id={textId} className="dialog__message">
          {t('editor.conflict.text')}
        </p>
        <dl className="conflict-dialog__versions">
          <div>
            <dt>{t('editor.conflict.mine')}</dt>
            <dd>{mine.title || t('drafts.untitled')}</dd>
          </div>
          {theirs && (
            <div>
              <dt>{t('editor.conflict.theirs')}</dt>
              <dd>
                {theirs.title} <span className="muted">· {t('editor.conflict.updated', { when: when ?? '', version: theirs.version })}</span>
              </dd>
            </div>
          )}
        </dl>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onLater} disabled={busy}>
            {t('editor.conflict.later')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onTakeTheirs} disabled={busy}>
            {t('editor.conflict.takeTheirs')}
          </button>
          <button type="button" className="btn" onClick={onKeepMine} disabled={busy} aria-busy={busy}>
            {t('editor.conflict.keepMine')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
