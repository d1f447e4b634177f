import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseScale, type BenchSection } from './section.ts';

/**
 * `npm run bench [-- names…] [--only=a,b] [--scale=1m] [--list]`: every section of
 * `tests/bench/sections/` (see section.ts), or the named ones, one after the other.
 */
const DEFAULT_SCALE = '100k';

const args = new Map<string, string>();
const names: string[] = [];
for (const arg of process.argv.slice(2)) {
  const option = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
  if (option) args.set(option[1]!, option[2] ?? 'true');
  else names.push(arg);
}
if (args.has('only')) names.push(...args.get('only')!.split(',').filter(Boolean));

const dir = new URL('./sections/', import.meta.url);
const sections: BenchSection[] = [];
for (const file of readdirSync(dir)
  .filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(new URL(file, dir).pathname).href)) as { section?: BenchSection };
  if (mod.section) sections.push(mod.section);
}
sections.sort((a, b) => (a.order ?? 50) - (b.order ?? 50) || a.name.localeCompare(b.name));

if (args.has('list')) {
  for (const s of sections) console.log(`${s.name.padEnd(16)} ${s.summary}`);
  process.exit(0);
}
const unknown = names.filter((n) => !sections.some((s) => s.name === n));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${sections.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const scale = parseScale(args.get('scale') ?? DEFAULT_SCALE);
for (const section of sections.filter((s) => (names.length === 0 ? !s.onlyWhenNamed : names.includes(s.name)))) {
  console.log(`\n=== ${section.name}: ${section.summary}`);
  await section.run({ scale, args });
}
