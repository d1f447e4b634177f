import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: the suite's stages in order, each its own npm script, stopping at the first failure
 * with that stage's exit code, then a table of how long each stage took (issue #26: the CI budget is
 * 20 minutes on 2 cores; the table says where it went). `.ci/run` runs exactly `npm test`.
 *
 * The build runs once, first: the unit stage's JavaScript budget (tests/api/js-budget.test.ts) and
 * both Playwright stages use it. `FRESH_BUILD_DIR` tells the budget test that this `dist/` was built
 * from the current sources in this run, so it need not build them again.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The stages in order; a step of several stages runs them at the same time. Typecheck (tsc) and lint
 * (ESLint without type-aware rules, Prettier, the cycle check) are each single-threaded and read
 * only the sources, so on CI's 2 cores they share the wait instead of adding to it (issue #26).
 */
const STEPS = [
  [{ name: 'build', script: 'build' }],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'e2e', script: 'test:e2e:run' }],
  [{ name: 'cluster', script: 'test:e2e:cluster' }],
] as const;

type Stage = (typeof STEPS)[number][number];

/**
 * Runs one npm script. `buffered`: its output is held and printed in one block when it ends, so two
 * stages running at once never interleave their lines.
 */
function runScript(script: string, env: NodeJS.ProcessEnv, buffered: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, env, stdio: buffered ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to this
    // process alone (a CI timeout) is passed on, so no server or browser is left behind.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    const done = (code: number) => {
      process.off('SIGTERM', forward);
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code);
    };
    child.on('error', () => done(127));
    // 'close', not 'exit': the piped output is complete only once the streams have closed.
    child.on('close', (code, signal) => {
      // A stage killed by a signal exits as a shell says it: 128 + the signal's number.
      done(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Row {
  name: string;
  ms?: number;
  code?: number;
  /** The stages that ran at the same time as this one. */
  beside?: string[];
}

function printTable(rows: Row[], totalMs: number): void {
  const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
  const lines = rows.map((r) => {
    const state = r.code === undefined ? 'not run' : r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
    const beside = r.beside?.length ? `  (at the same time as ${r.beside.join(', ')})` : '';
    return `  ${r.name.padEnd(width)}  ${(r.ms === undefined ? '-' : seconds(r.ms)).padStart(9)}  ${state}${beside}`;
  });
  console.log(['', 'Stage times (npm test):', ...lines, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(9)}  (wall clock; stages run at the same time overlap)`, ''].join('\n'));
}

const env: NodeJS.ProcessEnv = { ...process.env };
const rows = new Map<string, Row>(STEPS.flat().map((s) => [s.name, { name: s.name }]));
const started = performance.now();
let exitCode = 0;
for (const step of STEPS) {
  const together = step.length > 1;
  const results = await Promise.all(
    step.map(async (stage: Stage) => {
      console.log(`\n▶ ${stage.name} (npm run ${stage.script})${together ? ', output shown when it ends' : ''}`);
      const stageStart = performance.now();
      const code = await runScript(stage.script, env, together);
      const beside = step.filter((s) => s !== stage).map((s) => s.name);
      rows.set(stage.name, { name: stage.name, ms: performance.now() - stageStart, code, beside });
      if (together) console.log(`◀ ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
      return code;
    }),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) {
    exitCode = failed;
    break;
  }
  if (step.some((s) => s.name === 'build')) env.FRESH_BUILD_DIR = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(root, 'dist');
}
printTable([...rows.values()], performance.now() - started);
process.exit(exitCode);
