import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { activationQueryOptions } from '../api/activate-account.ts';
import { ACTIVATION_MODAL_MS } from '../timers.ts';
import { useTimeout } from '../use-timeout.ts';
import '#web/components/dialog.css';

function resultMessage(status: 'pending' | 'success' | 'error', error: unknown): Message {
  if (status === 'pending') return { key: 'activation.checking' };
  if (status === 'success') return { key: 'activation.success' };
  if (error instanceof ApiRequestError && error.status === 404) return { key: 'activation.invalid' };
  return apiErrorMessage(error);
}

/**
 * Account activation from the mailed link (`/?code=…`, spec §2 and §8): spends the code, shows
 * the outcome in a modal for 6 s, then returns to `/` without the code. Closing it early (button,
 * Escape, backdrop) returns at once. Mount it on the home route when `code` is present.
 */
export function ActivationModal({ code }: { code: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const { status, error } = useQuery(activationQueryOptions(code));
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const close = () => void navigate({ to: '/', replace: true });
  useDialogFocus(ref, close);
  useTimeout(close, ACTIVATION_MODAL_MS, status !== 'pending');

  const ok = status === 'success';
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} aria-busy={status === 'pending'} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className={`dialog__title-icon${status === 'error' ? ' dialog__title-icon--danger' : ''}`}>
            <Icon name={ok ? 'check' : status === 'error' ? 'alert' : 'mail'} size={18} />
          </span>
          {t('activation.title')}
        </h2>
        <p id={messageId} className="dialog__message" role="status">
          {text(resultMessage(status, error))}
        </p>
        <div className="dialog__actions">
          <button type="button" className={ok ? 'btn btn--ghost' : 'btn'} onClick={close}>
            {t('common.close')}
          </button>
          {ok && (
            <Link to="/login" search={{}} className="btn">
              {t('activation.signIn')}
            </Link>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
