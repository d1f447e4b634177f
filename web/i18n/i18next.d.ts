import 'i18next';
import type { Strings } from './strings.gen.ts';

/**
 * Typed keys (issue #25): `t('area.unknownKey')` fails `npm run typecheck`, and so does a call to a
 * string holding `{{name}}` without `{ name }` (`strictInterpolationChecks`, i18next ≥ 26.7).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Strings };
    returnNull: false;
    strictInterpolationChecks: true;
  }
}
