import { mergeAreas } from './merge-areas.ts';

/** English strings: every area file of `en/` but the template pages', the moderation page's, the bell's, the notification settings' and the Devices screen's (loaded by those pages and the bell), the server's page heads' (api/site/heads/head-strings.ts) and its pushes' (api/push/payload.ts), one chunk, loaded only when English is shown. */
export default mergeAreas(
  import.meta.glob<Record<string, unknown>>(
    ['./en/*.json', '!./en/template.json', '!./en/moderation.json', '!./en/notifications.json', '!./en/push-settings.json', '!./en/devices.json', '!./en/heads.json', '!./en/push.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
