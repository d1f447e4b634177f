import { mergeAreas } from './merge-areas.ts';

/** French strings: every area file of `fr/` but the template pages' (loaded by those pages), one chunk, loaded only when French is shown. */
export default mergeAreas(import.meta.glob<Record<string, unknown>>(['./fr/*.json', '!./fr/template.json'], { eager: true, import: 'default' }));
