import { mergeAreas } from './merge-areas.ts';

/** English strings: every area file of `en/` but the template pages' and the moderation page's (loaded by those pages), the notification settings' (web/features/notifications/push/push-strings.ts), the server's page heads' (api/site/heads/head-strings.ts) and its pushes' (api/push/payload.ts), one chunk, loaded only when English is shown. */
export default mergeAreas(
  import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/template.json', '!./en/moderation.json', '!./en/push-settings.json', '!./en/heads.json', '!./en/push.json'], {
    eager: true,
    import: 'default',
  }),
);
