import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { truncate } from '#web/components/truncate.ts';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import type { SharedFile, SharedItem } from '#web/db/take-shared.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import '#web/components/dialog.css';
import './share-review.css';

/** A shared text is shown up to this many characters (the draft holds it whole). */
const TEXT_SHOWN = 280;

export interface ShareReviewProps {
  item: SharedItem;
  /** How many shares wait, this one included (said when more than one). */
  waiting: number;
  busy: boolean;
  onCreate: () => void;
  onDiscard: () => void;
  /** Escape: decide later (the share stays waiting, and is offered again on the drafts). */
  onLater: () => void;
}

/**
 * "New draft from a share" (issue #25): what the share target received, shown before it becomes a
 * draft. Any site can post a form to the share target, so nothing shared becomes a draft until the
 * person has seen it (title, text, link, files with their sizes) and pressed "Create draft".
 * The link is shown as text, not followed. Focus starts on the dialog itself, not on either choice.
 */
export function ShareReview({ item, waiting, busy, onCreate, onDiscard, onLater }: ShareReviewProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  useDialogFocus(ref, () => !busy && onLater(), ref);
  const files = [item.audio, item.image].filter((f): f is SharedFile => f !== null);
  const rows: [string, string][] = [
    [t('sharing.review.titleField'), item.title],
    [t('sharing.review.textField'), truncate(item.text, TEXT_SHOWN)],
    [t('sharing.review.linkField'), item.url],
  ];

  return createPortal(
    <div className="dialog-backdrop">
      <div ref={ref} className="dialog share-review" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={introId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className="dialog__title-icon">
            <Icon name="share" size={18} />
          </span>
          {t('sharing.review.title')}
        </h2>
        <p id={introId} className="dialog__message">
          {t('sharing.review.intro')}
          {waiting > 1 && <span className="share-review__waiting"> {t('sharing.review.waiting', { count: waiting })}</span>}
        </p>
        <dl className="share-review__what">
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {files.length > 0 && (
            <div>
              <dt>{t('sharing.review.filesField')}</dt>
              {files.map((file) => (
                <dd key={file.id}>{t('sharing.review.file', { name: file.name, size: formatBytes(file.blob.size, i18n.language) })}</dd>
              ))}
            </div>
          )}
        </dl>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onDiscard} disabled={busy}>
            {t('sharing.review.discard')}
          </button>
          <button type="button" className="btn" onClick={onCreate} disabled={busy} aria-busy={busy}>
            {t('sharing.review.create')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
