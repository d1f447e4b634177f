import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserPush } from './browser-push.ts';
import { disablePush, enablePush, pushState, type PushEnvironment, type PushState } from './push-device.ts';

const NOTE: Record<PushState, 'pushSettings.on' | 'pushSettings.off' | 'pushSettings.unsupported' | 'pushSettings.iosInstall' | 'pushSettings.denied'> = {
  on: 'pushSettings.on',
  off: 'pushSettings.off',
  unsupported: 'pushSettings.unsupported',
  'ios-install': 'pushSettings.iosInstall',
  denied: 'pushSettings.denied',
};

/**
 * "Push notifications on this device" (issue #29): opt-in only, the permission is asked from the
 * reader's tap, never on a visit. Says plainly why it cannot be on (browser, iOS tab, blocked).
 * Usable elsewhere (the bell's panel) once its strings are there: `loadStringArea('push-settings')`.
 */
export function PushSwitch({ online, env = browserPush }: { online: boolean; env?: PushEnvironment }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState(env).then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [env]);

  const usable = state === 'on' || state === 'off';
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (state === 'on' ? disablePush(env) : enablePush(env)));
    } catch {
      setFailed(true);
      setState(await pushState(env).catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="push-switch">
      <button
        type="button"
        role="switch"
        className="push-switch__button"
        aria-checked={state === 'on'}
        aria-describedby="push-switch-note"
        disabled={!usable || busy || !online}
        onClick={() => void toggle()}
      >
        <span className="push-switch__label">{t('pushSettings.deviceSwitch')}</span>
        <span className="push-switch__track" aria-hidden="true">
          <span className="push-switch__thumb" />
        </span>
      </button>
      <p id="push-switch-note" className="push-switch__note" role="status">
        {/* Until the worker is ready (a first visit registers it after the first view), the state is unknown. */}
        {busy || !state ? t('pushSettings.working') : failed ? t('pushSettings.failed') : t(NOTE[state])}
      </p>
    </div>
  );
}
