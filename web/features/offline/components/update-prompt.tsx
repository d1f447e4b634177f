import { useAtom } from 'jotai';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { appStore } from '#web/lib/app-store.ts';
import { Icon } from '#web/components/icon.tsx';
import { applyUpdate, updateReadyAtom } from '#web/lib/register-sw.ts';

/**
 * "A new version is ready — Reload to update". The new service worker waits until the reader
 * chooses; with an editor open here the reload is refused and the reader is asked to save first.
 * Rendered on `body`, outside the header's stacking context, so it sits above every dialog (the
 * editor's backdrop included) and can be answered while one is open.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [ready, setReady] = useAtom(updateReadyAtom, { store: appStore });
  const [blocked, setBlocked] = useState(false);
  if (!ready) return null;
  const update = async () => setBlocked((await applyUpdate()) === 'editor-open');
  return createPortal(
    <div className="update-prompt card" role="alertdialog" aria-labelledby="update-prompt-text" aria-describedby={blocked ? 'update-prompt-blocked' : undefined}>
      <Icon name="download" />
      <div>
        <p id="update-prompt-text">{t('update.ready', { app: t('common.appName') })}</p>
        {blocked && (
          <p id="update-prompt-blocked" className="update-prompt__blocked">
            {t('update.editorOpen')}
          </p>
        )}
      </div>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--small" onClick={() => void update()}>
          {t('update.reload')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setReady(false)}>
          {t('update.later')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
