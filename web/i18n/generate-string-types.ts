import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes `strings.gen.ts`: the English strings as literal types, which `i18next.d.ts` hands to
 * i18next's `CustomTypeOptions` (issue #25). TypeScript widens a JSON import's strings to `string`,
 * so i18next could check the keys but not see a `{{name}}` a call must fill; with the literals it
 * can. English stands for both languages: web/i18n/placeholders.test.ts keeps French's keys and
 * placeholders the same.
 *
 * `npm run i18n:types` writes the file; `npm run typecheck` (so CI too) runs it with `--check`, which
 * writes nothing and fails when the committed file lags the JSON (issue #26: a check that rewrote
 * the file in place could never fail in CI, and left developers with a surprise change).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.join(here, 'strings.gen.ts');
const WRITE_COMMAND = 'npm run i18n:types';

function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}  `;
  const fields = Object.entries(value as Record<string, unknown>).map(([key, child]) => `${inner}${JSON.stringify(key)}: ${literal(child, inner)};`);
  return `{\n${fields.join('\n')}\n${indent}}`;
}

/** The source of `strings.gen.ts` for the English area files in `dir`. */
export function stringTypesSource(dir = path.join(here, 'en')): string {
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    // heads.json and push.json: the server's page heads (api/site/heads/head-strings.ts) and pushes
    // (api/push/payload.ts), never in the app's chunks.
    .filter((f) => f.endsWith('.json') && f !== 'heads.json' && f !== 'push.json')
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>);
  }
  return [
    '// Generated from web/i18n/en/*.json by web/i18n/generate-string-types.ts (`npm run i18n:types`): do not edit.',
    '/** Every string of the `translation` namespace, as its literal English text. */',
    `export type Strings = ${literal(merged, '')};`,
    '',
  ].join('\n');
}

/**
 * Brings `output` up to date with the English JSON (`write`), or only says whether it is (`check`).
 * Returns what happened, for the command line and the tests.
 */
export function syncStringTypes(mode: 'write' | 'check', output = OUTPUT, dir = path.join(here, 'en')): 'current' | 'written' | 'stale' {
  const source = stringTypesSource(dir);
  let current = '';
  try {
    current = readFileSync(output, 'utf8');
  } catch {
    // Not written yet: stale for a check, written by a write.
  }
  if (current === source) return 'current';
  if (mode === 'check') return 'stale';
  writeFileSync(output, source);
  return 'written';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = syncStringTypes(process.argv.includes('--check') ? 'check' : 'write');
  if (outcome === 'stale') {
    console.error(`${path.relative(process.cwd(), OUTPUT)} does not match web/i18n/en/*.json: run \`${WRITE_COMMAND}\` and commit the result.`);
    process.exit(1);
  }
  if (outcome === 'written') console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}.`);
}
