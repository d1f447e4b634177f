import { mergeAreas } from './merge-areas.ts';

/** French strings: every area file of `fr/` but the template pages', the moderation page's, the bell's, the notification settings' and the Devices screen's (loaded by those pages and the bell), the server's page heads' (api/site/heads/head-strings.ts) and its pushes' (api/push/payload.ts), one chunk, loaded only when French is shown. */
export default mergeAreas(
  import.meta.glob<Record<string, unknown>>(
    ['./fr/*.json', '!./fr/template.json', '!./fr/moderation.json', '!./fr/notifications.json', '!./fr/push-settings.json', '!./fr/devices.json', '!./fr/heads.json', '!./fr/push.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
