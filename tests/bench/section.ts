/**
 * A part of `npm run bench`. Each section is a module of `tests/bench/sections/` exporting
 * `section`; run.ts finds them all, so a new section is a new file there (no list to edit).
 *
 * `npm run bench` runs every section; `npm run bench -- feed scale` (or `--only=feed,scale`) runs
 * the named ones; `--scale=1m` (also `100k`, `20000`…) sets the size of the large database the
 * data sections use. Sections print their own groups: ratios against a baseline measured in the
 * same run, and absolute times.
 */
export interface BenchOptions {
  /** Articles in the large database (`--scale`). */
  scale: number;
  /** Every `--name=value` argument, for a section's own settings. */
  args: ReadonlyMap<string, string>;
}

export interface BenchSection {
  name: string;
  /** One line for `npm run bench -- --list`. */
  summary: string;
  /** Sections run in this order (lowest first); ties by name. */
  order?: number;
  /** Left out of a plain `npm run bench` (it takes long); runs when named. */
  onlyWhenNamed?: boolean;
  run(options: BenchOptions): Promise<void>;
}

/** `1m`, `100k`, `20000` → a number of articles. */
export function parseScale(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`--scale: expected a number like 1m, 100k or 20000, got "${text}"`);
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(match[1]) * factor);
}
