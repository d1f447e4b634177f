import en from '#web/i18n/en/push-settings.json';
import fr from '#web/i18n/fr/push-settings.json';
import { i18next } from '#web/lib/i18n.ts';

/**
 * The notification settings' strings (both languages, ~3 KB) come with the screens that use them,
 * not in the app's start: the language chunks leave `push-settings.json` out (web/i18n/resources-*.ts).
 * Added to each language's bundle once i18next has it, and to any language loaded later.
 */
const AREA = { en, fr } as Record<string, Record<string, unknown>>;
const add = (language: string) => AREA[language] && i18next.addResourceBundle(language, 'translation', AREA[language], true, false);
for (const language of Object.keys(AREA)) if (i18next.hasResourceBundle(language, 'translation')) add(language);
i18next.on('loaded', (loaded: Record<string, unknown>) => Object.keys(loaded).forEach(add));
