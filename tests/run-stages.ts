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

const STAGES = [
  { name: 'build', script: 'build' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e:run' },
  { name: 'cluster', script: 'test:e2e:cluster' },
] as const;

function runScript(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, env, stdio: 'inherit' });
    // Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to this
    // process alone (a CI timeout) is passed on, so no server or browser is left behind.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      // A stage killed by a signal exits as a shell says it: 128 + the signal's number.
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTable(rows: { name: string; ms?: number; code?: number }[], totalMs: number): void {
  const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
  const lines = rows.map((r) => {
    const state = r.code === undefined ? 'not run' : r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
    return `  ${r.name.padEnd(width)}  ${(r.ms === undefined ? '-' : seconds(r.ms)).padStart(9)}  ${state}`;
  });
  console.log(['', 'Stage times (npm test):', ...lines, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(9)}`, ''].join('\n'));
}

const env: NodeJS.ProcessEnv = { ...process.env };
const rows: { name: string; ms?: number; code?: number }[] = STAGES.map((s) => ({ name: s.name }));
const started = performance.now();
let exitCode = 0;
for (const [index, stage] of STAGES.entries()) {
  console.log(`\n▶ ${stage.name} (npm run ${stage.script})`);
  const stageStart = performance.now();
  const code = await runScript(stage.script, env);
  rows[index] = { name: stage.name, ms: performance.now() - stageStart, code };
  if (code !== 0) {
    exitCode = code;
    break;
  }
  if (stage.name === 'build') env.FRESH_BUILD_DIR = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(root, 'dist');
}
printTable(rows, performance.now() - started);
process.exit(exitCode);
