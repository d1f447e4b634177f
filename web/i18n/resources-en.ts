import { mergeAreas } from './merge-areas.ts';

/** English strings: every area file of `en/` but the template pages' (loaded by those pages), one chunk, loaded only when English is shown. */
export default mergeAreas(import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/template.json'], { eager: true, import: 'default' }));
