import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, sourceFiles } from './import-cycles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import cycle check', () => {
  it('reports a value cycle (through an alias too) and ignores type-only imports', () => {
    const files = sourceFiles(root, ['tests/lint/fixtures/cycle']);
    expect(files).toHaveLength(3);
    expect(findCycles(root, files)).toEqual([['tests/lint/fixtures/cycle/a.ts', 'tests/lint/fixtures/cycle/b.ts']]);
  });

  it('finds none in api/, web/ and sw/', () => {
    expect(findCycles(root, sourceFiles(root, ['api', 'web', 'sw']))).toEqual([]);
  });
});
