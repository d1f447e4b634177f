import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// The benchmarks run on demand, never in CI: without this, a section that no longer loads outside
// Vite (as once when a module read `import.meta.env.SSR`) breaks `npm run bench` unnoticed.
// Each test is a child process loading every section (Lighthouse included): the two run at once,
// on the core the API projects' single file at a time leaves free.
describe.concurrent('npm run bench', () => {
  it('loads every section and lists it, as `npm run bench -- --list` does', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/bench/run.ts', '--list'], { timeout: 60_000 });
    const listed = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    const files = readdirSync(new URL('./sections/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(listed.length).toBe(files.length);
    expect(listed).toEqual(expect.arrayContaining(['scale', 'web']));
  }, 60_000);

  it('refuses an unknown section by name', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'tests/bench/run.ts', 'no-such-section'], { timeout: 60_000 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown bench section(s): no-such-section') });
  }, 60_000);
});
