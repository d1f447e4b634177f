import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportInput, type ReportReason } from '#api/schemas/comments.ts';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import '#web/components/dialog.css';

/**
 * Report a comment (issue #28): a reason (spam, harassment, off-topic, other) and optional
 * details. Focus starts on the first reason and stays inside; Escape cancels.
 */
export function ReportDialog({ onSend, onCancel }: { onSend: (report: ReportInput) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  useDialogFocus(ref, onCancel, first);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onSend({ reason, text: text.trim() });
  };

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <form ref={ref} className="dialog report-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onSubmit={submit}>
        <h2 id={titleId} className="dialog__title">
          {t('comments.reportDialog.title')}
        </h2>
        <fieldset className="report-dialog__reasons">
          <legend>{t('comments.reportDialog.reason')}</legend>
          {REPORT_REASONS.map((r, i) => (
            <label key={r} className="report-dialog__reason">
              <input ref={i === 0 ? first : undefined} type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(`comments.reportDialog.${r}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${titleId}-text`}>{t('comments.reportDialog.text')}</label>
          <textarea id={`${titleId}-text`} rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('comments.reportDialog.cancel')}
          </button>
          <button type="submit" className="btn" disabled={!reason}>
            {t('comments.reportDialog.send')}
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
