import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '#web/lib/app-store.ts';
import { Icon } from '#web/components/icon.tsx';
import { installPromptAtom } from '#web/lib/register-sw.ts';
import { needsIosInstructions } from '../ios-install.ts';
import { IosInstallDialog } from './ios-install-dialog.tsx';

function iosWithoutInstall(): boolean {
  if (typeof navigator === 'undefined') return false;
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return needsIosInstructions(navigator as Navigator & { standalone?: boolean }, standalone);
}

/**
 * "Install the app": the browser's own install offer when it made one (`beforeinstallprompt`),
 * or the Add to Home Screen steps on iOS, where no such offer exists. Hidden otherwise.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const [offer, setOffer] = useAtom(installPromptAtom, { store: appStore });
  const [ios] = useState(iosWithoutInstall);
  const [showSteps, setShowSteps] = useState(false);
  if (!offer && !ios) return null;
  const install = async () => {
    if (!offer) return setShowSteps(true);
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
    // An offer can be used once; the browser sends a new one if the reader declined.
    setOffer(null);
  };
  return (
    <>
      <button type="button" className="icon-btn install-button" aria-label={t('install.button')} title={t('install.button')} onClick={() => void install()}>
        <Icon name="download" />
      </button>
      {showSteps && <IosInstallDialog onClose={() => setShowSteps(false)} />}
    </>
  );
}
