import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOWNLOAD_SETTINGS, downloadSettings, persistenceAnswer, STORAGE_CAPS } from '#web/db/download-settings.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { changeDownloadSettings } from '#web/sync/kept-media/overview.ts';
import { connectionKind, connectionType } from '#web/sync/network-policy.ts';

/** The Downloads settings: storage cap, auto-removal of finished items, Wi-Fi only, and storage protection. */
export function DownloadSettingsForm() {
  const { t, i18n } = useTranslation();
  const settings = useLiveQuery(() => downloadSettings(), []) ?? DEFAULT_DOWNLOAD_SETTINGS;
  const persisted = useLiveQuery(() => persistenceAnswer().then((a) => a ?? null), []);
  const ids = { cap: useId(), capHelp: useId(), auto: useId(), autoHelp: useId(), wifi: useId(), wifiHelp: useId(), now: useId() };
  const kind = connectionKind(connectionType());

  return (
    <section className="downloads-settings card" aria-labelledby={ids.cap + '-title'}>
      <h2 id={ids.cap + '-title'}>{t('downloads.settings')}</h2>
      <div className="downloads-settings__row">
        <label htmlFor={ids.cap}>{t('downloads.cap')}</label>
        <select
          id={ids.cap}
          aria-describedby={ids.capHelp}
          value={settings.capBytes === null ? 'none' : String(settings.capBytes)}
          onChange={(e) => void changeDownloadSettings({ capBytes: e.target.value === 'none' ? null : Number(e.target.value) })}
        >
          {STORAGE_CAPS.map((cap) => (
            <option key={String(cap)} value={cap === null ? 'none' : String(cap)}>
              {cap === null ? t('downloads.capNone') : formatBytes(cap, i18n.language)}
            </option>
          ))}
        </select>
        <p id={ids.capHelp} className="muted">
          {t('downloads.capHelp')}
        </p>
      </div>
      <div className="downloads-settings__row downloads-settings__check">
        <input
          id={ids.auto}
          type="checkbox"
          aria-describedby={ids.autoHelp}
          checked={settings.autoRemoveFinished}
          onChange={(e) => void changeDownloadSettings({ autoRemoveFinished: e.target.checked })}
        />
        <label htmlFor={ids.auto}>{t('downloads.autoRemove')}</label>
        <p id={ids.autoHelp} className="muted">
          {t('downloads.autoRemoveHelp')}
        </p>
      </div>
      <div className="downloads-settings__row downloads-settings__check">
        <input id={ids.wifi} type="checkbox" aria-describedby={ids.wifiHelp} checked={settings.wifiOnly} onChange={(e) => void changeDownloadSettings({ wifiOnly: e.target.checked })} />
        <label htmlFor={ids.wifi}>{t('downloads.wifiOnly')}</label>
        <p id={ids.wifiHelp} className="muted">
          {kind === 'unknown' ? t('downloads.wifiUnknown') : `${t('downloads.wifiKnown')} ${t(kind === 'wifi' ? 'downloads.wifiNowWifi' : 'downloads.wifiNowMetered')}`}
        </p>
      </div>
      {settings.wifiOnly && kind === 'unknown' && (
        <div className="downloads-settings__row downloads-settings__check downloads-settings__nested">
          <input id={ids.now} type="checkbox" checked={settings.onWifiNow} onChange={(e) => void changeDownloadSettings({ onWifiNow: e.target.checked })} />
          <label htmlFor={ids.now}>{t('downloads.onWifiNow')}</label>
        </div>
      )}
      <div className="downloads-settings__row">
        <h3>{t('downloads.persistence')}</h3>
        <p className={persisted?.granted ? 'downloads-settings__ok' : 'muted'}>
          {persisted ? t(persisted.granted ? 'downloads.persistGranted' : 'downloads.persistDenied') : t('downloads.persistUnasked')}
        </p>
      </div>
    </section>
  );
}
