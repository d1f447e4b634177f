import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';

/** The three Add to Home Screen steps for iOS, in a modal dialog (Escape or the button closes it). */
export function IosInstallDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, []);
  return (
    <div className="offline-modal" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <button type="button" className="offline-modal__backdrop" aria-label={t('install.close')} tabIndex={-1} onClick={onClose} />
      <div className="offline-modal__panel card" role="dialog" aria-modal="true" aria-labelledby="ios-install-title">
        <h2 id="ios-install-title">{t('install.iosTitle', { app: t('common.appName') })}</h2>
        <p>{t('install.iosIntro', { app: t('common.appName') })}</p>
        <ol className="ios-steps">
          <li>
            <Icon name="share" size={20} /> {t('install.iosStep1')}
          </li>
          <li>
            <Icon name="plus" size={20} /> {t('install.iosStep2')}
          </li>
          <li>
            <Icon name="check" size={20} /> {t('install.iosStep3')}
          </li>
        </ol>
        <button type="button" className="btn" onClick={onClose} autoFocus>
          {t('install.close')}
        </button>
      </div>
    </div>
  );
}
