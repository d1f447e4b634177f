/**
 * Resources are split by screen (`web/i18n/<lang>/<area>.json`, each holding its own top-level
 * keys) so features add strings without touching each other's files; they are merged into the one
 * `translation` namespace, keeping the spec's keys (`login.requiredEmail`, `requiredField`…).
 */
export function mergeAreas(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
}
