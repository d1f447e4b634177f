import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '#api/schemas/sessions.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ApiRequestError, NetworkError } from '#web/lib/api-client.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { useDevices, useSignOutDevices } from '../api/sessions.ts';
import { DeviceRow, deviceName } from './device-row.tsx';
import './devices.css';

/** What the reader asked to sign out, waiting for their confirmation. */
type Asked = { device: Session; name: string } | 'others' | null;

/** Why a sign-out did not happen, in the reader's words. */
function failureKey(error: unknown): 'devices.offline' | 'devices.alreadyGone' | 'devices.signOutError' {
  if (error instanceof NetworkError) return 'devices.offline';
  if (error instanceof ApiRequestError && error.code === 'session_not_found') return 'devices.alreadyGone';
  return 'devices.signOutError';
}

/**
 * The Devices screen (issue #30, account settings): where I am signed in, this device marked, and
 * a way to sign any other one out, or all of them. Signing out needs the network (the server ends
 * the session); the list says so when offline.
 */
export function DevicesScreen() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return <DeviceList userId={session.user.id} />;
}

function DeviceList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const devices = useDevices(userId);
  const signOut = useSignOutDevices(userId);
  const [asked, setAsked] = useState<Asked>(null);
  const items = devices.data?.items ?? [];
  const others = items.filter((d) => !d.current).length;

  const confirm = () => {
    if (!asked) return;
    signOut.mutate(asked === 'others' ? 'others' : { id: asked.device.id }, { onSettled: () => setAsked(null) });
  };

  return (
    <div className="devices-page">
      <h1 className="page-title">{t('devices.title')}</h1>
      <p className="muted">{t('devices.intro')}</p>
      {signOut.isError && (
        <p className="devices-page__error" role="alert">
          {t(failureKey(signOut.error))}
        </p>
      )}
      {devices.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skeleton devices-page__skeleton" />
          <div className="skeleton devices-page__skeleton" />
        </div>
      ) : devices.isError ? (
        <div className="state" role="alert">
          <p>{t(devices.error instanceof NetworkError ? 'devices.offlineList' : 'devices.loadError')}</p>
          <button type="button" className="btn" onClick={() => void devices.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="devices-list" aria-label={t('devices.listLabel', { count: items.length })}>
            {items.map((device) => (
              <DeviceRow key={device.id} device={device} onSignOut={(d) => setAsked({ device: d, name: deviceName(d, t) })} />
            ))}
          </ul>
          {others > 0 && (
            <button type="button" className="btn btn--danger devices-page__others" onClick={() => setAsked('others')}>
              {t('devices.signOutOthers', { count: others })}
            </button>
          )}
        </>
      )}
      {asked && (
        <ConfirmDialog
          title={t(asked === 'others' ? 'devices.confirmOthersTitle' : 'devices.confirmOneTitle')}
          message={asked === 'others' ? t('devices.confirmOthers', { count: others }) : t('devices.confirmOne', { name: asked.name })}
          confirmLabel={t('devices.signOut')}
          cancelLabel={t('devices.cancel')}
          destructive={false}
          busy={signOut.isPending}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
