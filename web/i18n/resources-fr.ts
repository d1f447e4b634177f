import { mergeAreas } from './merge-areas.ts';

/** French strings: every area file of `fr/` but the template pages' and the moderation page's (loaded by those pages), the notification settings' (web/features/notifications/push/push-strings.ts), the server's page heads' (api/site/heads/head-strings.ts) and its pushes' (api/push/payload.ts), one chunk, loaded only when French is shown. */
export default mergeAreas(
  import.meta.glob<Record<string, unknown>>(['./fr/*.json', '!./fr/template.json', '!./fr/moderation.json', '!./fr/push-settings.json', '!./fr/heads.json', '!./fr/push.json'], {
    eager: true,
    import: 'default',
  }),
);
