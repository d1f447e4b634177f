import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringTypesSource, syncStringTypes } from './generate-string-types.ts';

function areas(strings: Record<string, unknown>): { dir: string; output: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'string-types-'));
  const dir = path.join(root, 'en');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'common.json'), JSON.stringify(strings));
  return { dir, output: path.join(root, 'strings.gen.ts') };
}

describe('strings.gen.ts', () => {
  it('is committed up to date with the English strings (else: npm run i18n:types)', () => {
    expect(readFileSync(path.join(import.meta.dirname, 'strings.gen.ts'), 'utf8')).toBe(stringTypesSource());
  });

  it('is only checked by --check: a stale file is reported, not rewritten', () => {
    const { dir, output } = areas({ hello: 'Hello {{name}}' });
    writeFileSync(output, 'stale');
    expect(syncStringTypes('check', output, dir)).toBe('stale');
    expect(readFileSync(output, 'utf8')).toBe('stale');
    expect(syncStringTypes('write', output, dir)).toBe('written');
    expect(readFileSync(output, 'utf8')).toContain('"hello": "Hello {{name}}";');
    expect(syncStringTypes('check', output, dir)).toBe('current');
  });

  it('reports a file never written as stale', () => {
    const { dir, output } = areas({ a: 'b' });
    expect(syncStringTypes('check', output, dir)).toBe('stale');
  });
});
