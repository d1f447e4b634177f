import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences } from '#api/schemas/notifications.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { PushSwitch } from './push-switch.tsx';
import './push-settings.css';

export const notificationPreferencesKey = ['notifications', 'preferences'] as const;
type Channel = 'inApp' | 'push';

/**
 * `/settings/notifications` (issue #29): this device's push switch, and per kind whether it reaches
 * the bell and whether it is pushed. The preferences are changed online only (a note says so
 * offline): each change is one small PUT the server answers with all of them.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const online = useAtomValue(onlineAtom);
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: notificationPreferencesKey, queryFn: () => readResponse(api.notifications.preferences.$get()) });
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; channel: Channel; on: boolean }) => readResponse(api.notifications.preferences.$put({ json: { [change.kind]: { [change.channel]: change.on } } })),
    onSuccess: (all) => queryClient.setQueryData<NotificationPreferences>(notificationPreferencesKey, all),
  });

  const row = (kind: NotificationKind, prefs: NotificationPreferences) => (
    <li key={kind} className="push-settings__kind">
      <span className="push-settings__kind-name">{t(`pushSettings.kinds.${kind}`)}</span>
      {(['inApp', 'push'] as const).map((channel) => (
        <label key={channel} className="push-settings__check">
          <input
            type="checkbox"
            checked={prefs[kind][channel]}
            disabled={!online || save.isPending}
            aria-label={t('pushSettings.kindSwitch', { kind: t(`pushSettings.kinds.${kind}`), channel: t(`pushSettings.${channel}`) })}
            onChange={(e) => save.mutate({ kind, channel, on: e.target.checked })}
          />
          <span aria-hidden="true">{t(`pushSettings.${channel}`)}</span>
        </label>
      ))}
    </li>
  );

  return (
    <div className="push-settings">
      <h1 className="page-title">{t('pushSettings.title')}</h1>
      <p>{t('pushSettings.intro')}</p>
      {!online && (
        <p className="push-settings__offline" role="status">
          {t('pushSettings.offlineNote')}
        </p>
      )}
      <section aria-labelledby="push-settings-device">
        <h2 id="push-settings-device">{t('pushSettings.deviceTitle')}</h2>
        <PushSwitch online={online} />
      </section>
      <section aria-labelledby="push-settings-kinds">
        <h2 id="push-settings-kinds">{t('pushSettings.kindsTitle')}</h2>
        {preferences.data ? (
          <ul className="push-settings__kinds">{NOTIFICATION_KINDS.map((kind) => row(kind, preferences.data))}</ul>
        ) : preferences.isError ? (
          <p role="alert">{t('pushSettings.loadError')}</p>
        ) : null}
        {save.isError && <p role="alert">{t('pushSettings.saveError')}</p>}
      </section>
    </div>
  );
}
