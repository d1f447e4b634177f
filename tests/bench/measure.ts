import os from 'node:os';

/**
 * Timing helpers for the benches. The cases of a group run interleaved (A, B, C, A, B, C…) after a
 * warm-up, so a burst of load from elsewhere on the machine hits every case alike; each case
 * reports its median and p95, and its ratio to the group's first case (the baseline).
 *
 * Each run is timed twice: wall-clock time, and the process's CPU time (`process.cpuUsage`). On a
 * shared machine the wall-clock p95 mostly measures waiting for a core; the CPU time is the work
 * the server does per request, what one core of its own would take.
 */

export type BenchCase = [name: string, fn: () => unknown];

export interface Measurement {
  name: string;
  medianMs: number;
  p95Ms: number;
  cpuMedianMs: number;
  cpuP95Ms: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measureGroup(cases: BenchCase[], options: { runs?: number; warmup?: number } = {}): Promise<Measurement[]> {
  const runs = options.runs ?? 200;
  for (let i = 0; i < (options.warmup ?? 10); i++) for (const [, fn] of cases) await fn();
  const times = cases.map((): number[] => []);
  const cpu = cases.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, [, fn]] of cases.entries()) {
      const cpuStart = cpuMs();
      const start = process.hrtime.bigint();
      await fn();
      times[index]!.push(Number(process.hrtime.bigint() - start) / 1e6);
      cpu[index]!.push(cpuMs() - cpuStart);
    }
  }
  const at = (list: number[], q: number) => list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))]!;
  return cases.map(([name], index) => ({
    name,
    medianMs: at(times[index]!, 0.5),
    p95Ms: at(times[index]!, 0.95),
    cpuMedianMs: at(cpu[index]!, 0.5),
    cpuP95Ms: at(cpu[index]!, 0.95),
  }));
}

/** The machine's 1-minute load average and core count, printed with each group (a shared machine skews p95). */
export function loadNote(): string {
  return `load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
}

/** Measures a group and prints it, with each case's ratio to the first. */
export async function printGroup(title: string, cases: BenchCase[], options: { runs?: number } = {}): Promise<Measurement[]> {
  const rows = await measureGroup(cases, options);
  const baseline = rows[0]!;
  console.log(`\n${title} (${loadNote()})`);
  console.log(`  ${''.padEnd(44)} ${'wall p50'.padStart(10)} ${'wall p95'.padStart(10)} ${'cpu p50'.padStart(10)} ${'cpu p95'.padStart(10)}   ratio (p50)`);
  for (const row of rows) {
    const ratio = row.medianMs / baseline.medianMs;
    const mark = row === baseline ? ' (baseline)' : '';
    const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10);
    console.log(`  ${row.name.padEnd(44)} ${ms(row.medianMs)} ${ms(row.p95Ms)} ${ms(row.cpuMedianMs)} ${ms(row.cpuP95Ms)}   ×${ratio.toFixed(2)}${mark}`);
  }
  return rows;
}
