import { mergeAreas } from './merge-areas.ts';

/** English strings: every area file of `en/` but the template pages', the moderation page's and the notification settings' (loaded by those pages), the server's page heads' (api/site/heads/head-strings.ts) and its pushes' (api/push/payload.ts), one chunk, loaded only when English is shown. */
export default mergeAreas(
  import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/template.json', '!./en/moderation.json', '!./en/push-settings.json', '!./en/heads.json', '!./en/push.json'], {
    eager: true,
    import: 'default',
  }),
);
