/**
 * Timing helpers for the benches. The cases of a group run interleaved (A, B, C, A, B, C…) after a
 * warm-up, so a burst of load from elsewhere on the machine hits every case alike; each case
 * reports its median and p95, and its ratio to the group's first case (the baseline).
 */

export type BenchCase = [name: string, fn: () => unknown];

export interface Measurement {
  name: string;
  medianMs: number;
  p95Ms: number;
}

export async function measureGroup(cases: BenchCase[], options: { runs?: number; warmup?: number } = {}): Promise<Measurement[]> {
  const runs = options.runs ?? 200;
  for (let i = 0; i < (options.warmup ?? 10); i++) for (const [, fn] of cases) await fn();
  const times = cases.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, [, fn]] of cases.entries()) {
      const start = process.hrtime.bigint();
      await fn();
      times[index]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return cases.map(([name], index) => {
    const sorted = times[index]!.sort((a, b) => a - b);
    return { name, medianMs: sorted[Math.floor(runs / 2)]!, p95Ms: sorted[Math.floor(runs * 0.95)]! };
  });
}

/** Measures a group and prints it, with each case's ratio to the first. */
export async function printGroup(title: string, cases: BenchCase[], options: { runs?: number } = {}): Promise<Measurement[]> {
  const rows = await measureGroup(cases, options);
  const baseline = rows[0]!;
  console.log(`\n${title}`);
  for (const row of rows) {
    const ratio = row.medianMs / baseline.medianMs;
    const mark = row === baseline ? ' (baseline)' : '';
    console.log(`  ${row.name.padEnd(44)} median ${row.medianMs.toFixed(3).padStart(8)} ms   p95 ${row.p95Ms.toFixed(3).padStart(8)} ms   ×${ratio.toFixed(2)}${mark}`);
  }
  return rows;
}
