import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { appStore } from '#web/lib/app-store.ts';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { revocationNoticeAtom, type RevocationNotice as Notice } from '#web/lib/session-revoked.ts';

/** Why the device was signed out, in the reader's words (a reason the app does not know reads as "from another device"). */
function whyKey(reason: string): 'devices.revoked.password_changed' | 'devices.revoked.password_reset' | 'devices.revoked.signed_out_remotely' {
  return reason === 'password_changed' || reason === 'password_reset' ? `devices.revoked.${reason}` : 'devices.revoked.signed_out_remotely';
}

// The notice is set from outside React (web/sync/remote-wipe/revocation.ts), in the app's store.
/**
 * Tells the reader their account was signed out of this device from elsewhere (issue #30). With
 * edits not sent yet, it offers to sign in again first (then nothing is cleared) or to erase now;
 * once cleared, it says what went. Escape never erases: it only closes an offer, and the mark stays
 * (the next start clears the account).
 */
export function RevocationNotice() {
  const notice = useAtomValue(revocationNoticeAtom, { store: appStore });
  if (!notice) return null;
  return <NoticeDialog notice={notice} />;
}

function NoticeDialog({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const setNotice = useSetAtom(revocationNoticeAtom, { store: appStore });
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const close = () => setNotice(null);
  useDialogFocus(ref, () => !busy && close(), first);
  const { revocation } = notice;

  const signIn = () => {
    close();
    void navigate({ to: '/login' });
  };
  const erase = () => {
    setBusy(true);
    // (The local database's code loads here: the notice is drawn before any of it is needed.)
    void import('#web/sync/remote-wipe/revocation.ts').then((m) => m.eraseNow(revocation)).finally(() => setBusy(false));
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div ref={ref} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className="dialog__title-icon">
            <Icon name="alert" size={18} />
          </span>
          {t('devices.revoked.title')}
        </h2>
        <p id={messageId} className="dialog__message">
          {t(whyKey(revocation.reason))} {notice.stage === 'offer' ? t('devices.revoked.unsent', { count: notice.pending }) : t('devices.revoked.wiped')}
        </p>
        <div className="dialog__actions">
          {notice.stage === 'offer' ? (
            <>
              <button type="button" className="btn btn--ghost" onClick={erase} disabled={busy} aria-busy={busy}>
                {t('devices.revoked.erase')}
              </button>
              <button ref={first} type="button" className="btn" onClick={signIn} disabled={busy}>
                {t('devices.revoked.signIn')}
              </button>
            </>
          ) : (
            <button
              ref={first}
              type="button"
              className="btn"
              onClick={() => {
                // The page behind may be the account's (drafts, collections): home, where nothing was.
                close();
                void navigate({ to: '/' });
              }}
            >
              {t('devices.revoked.ok')}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
