import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes `strings.gen.ts`: the English strings as literal types, which `i18next.d.ts` hands to
 * i18next's `CustomTypeOptions` (issue #25). TypeScript widens a JSON import's strings to `string`,
 * so i18next could check the keys but not see a `{{name}}` a call must fill; with the literals it
 * can. English stands for both languages: web/i18n/placeholders.test.ts keeps French's keys and
 * placeholders the same. `npm run typecheck` runs this first, so the types never lag the JSON.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.join(here, 'strings.gen.ts');

function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}  `;
  const fields = Object.entries(value as Record<string, unknown>).map(([key, child]) => `${inner}${JSON.stringify(key)}: ${literal(child, inner)};`);
  return `{\n${fields.join('\n')}\n${indent}}`;
}

/** The source of `strings.gen.ts` for the English area files in `dir`. */
export function stringTypesSource(dir = path.join(here, 'en')): string {
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>);
  }
  return [
    '// Generated from web/i18n/en/*.json by web/i18n/generate-string-types.ts (run by `npm run typecheck`): do not edit.',
    '/** Every string of the `translation` namespace, as its literal English text. */',
    `export type Strings = ${literal(merged, '')};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = stringTypesSource();
  let current = '';
  try {
    current = readFileSync(OUTPUT, 'utf8');
  } catch {
    // First run: nothing written yet.
  }
  if (current !== source) writeFileSync(OUTPUT, source);
}
