import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '#api/env.ts';

/** README.md stays a front page, and the links of the docs lead somewhere (issue #26). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

describe('README.md and docs/', () => {
  it('keeps README.md to 150 lines at most', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(docs)('%s: every relative link points to a file that exists (and a heading, for an anchor)', (doc) => {
    const links = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href));
    for (const href of links) {
      const [target, anchor] = href.split('#');
      const file = target ? path.join(path.dirname(path.join(root, doc)), target) : path.join(root, doc);
      expect(existsSync(file), `${doc} → ${href}`).toBe(true);
      if (anchor && file.endsWith('.md')) {
        const headings = [...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1]!));
        expect(headings, `${doc} → ${href}`).toContain(anchor);
      }
    }
  });

  it('names in its configuration table every environment variable the server reads', () => {
    const readme = read('README.md');
    const names = new Set(Object.keys(EnvSchema.entries));
    for (const file of sourceFiles('api')) {
      for (const m of read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    }
    expect(names.size).toBeGreaterThan(15);
    const missing = [...names].filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
