import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Session } from '#api/schemas/sessions.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatDay } from '#web/lib/format-date.ts';

const PHONE_SYSTEMS = /^(Android|iOS|iPadOS)\b/;

/** "28 Nov 2026, 14:00": the server keeps hours only (issue #30), shown in the device's time zone. */
export function formatHour(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return `${formatDay(at, language, { month: 'short' })}, ${time}`;
}

/** "Chrome 131 on Android 14", or what is known of it. */
export function deviceName(device: Pick<Session, 'browser' | 'os'>, t: TFunction): string {
  const browser = device.browser || t('devices.unknownBrowser');
  return device.os ? t('devices.browserOn', { browser, os: device.os }) : browser;
}

/** One signed-in device: what it is, how and when it signed in, and (not this one) a way to sign it out. */
export function DeviceRow({ device, onSignOut }: { device: Session; onSignOut: (device: Session) => void }) {
  const { t, i18n } = useTranslation();
  const name = deviceName(device, t);
  return (
    <li className={`device card${device.current ? ' device--current' : ''}`}>
      <span className="device__icon" aria-hidden="true">
        <Icon name={PHONE_SYSTEMS.test(device.os) ? 'phone' : 'globe'} size={22} />
      </span>
      <div className="device__body">
        <p className="device__name">
          {name}
          {device.current && <span className="device__badge">{t('devices.thisDevice')}</span>}
        </p>
        <p className="muted device__meta">
          {t(device.installed ? 'devices.installedApp' : 'devices.browserTab')}
          {device.country ? ` · ${device.country}` : ''}
        </p>
        <p className="muted device__meta">
          {t('devices.lastActive', { when: formatHour(device.lastSeenAt, i18n.language) })} · {t('devices.signedIn', { when: formatHour(device.createdAt, i18n.language) })}
        </p>
      </div>
      {!device.current && (
        <button type="button" className="btn btn--ghost device__sign-out" aria-label={t('devices.signOutName', { name })} onClick={() => onSignOut(device)}>
          <Icon name="logOut" size={16} />
          {t('devices.signOut')}
        </button>
      )}
    </li>
  );
}
