import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds import cycles among the project's own modules: the "files only ever call downward" rule of
 * issue 9, as a check that runs in well under a second (no bundler, no type checker). Static value
 * imports count; `import type` and dynamic `import()` do not (neither runs a module at load).
 */

const SOURCE = /\.(ts|tsx)$/;
// `import x from '…'`, `import { a, type B } from '…'`, `import '…'`, `export { a } from '…'`;
// not `import type …` nor `export type …`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Source files under `dirs` (relative to `root`), skipping tests and generated files. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) out.push(rel);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

/** The project files a module imports by value (aliases `#x/…` of package.json resolved to `x/…`). */
export function importsOf(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const spec = match[1]!;
    // A clause like `{ type A, type B }` imports types only.
    const clause = match[0].match(/(?:import|export)\s+\{([^}]*)\}/)?.[1];
    if (clause !== undefined && clause.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue;
    if (spec.startsWith('#')) out.push(path.normalize(spec.slice(1)));
    else if (spec.startsWith('.')) out.push(path.normalize(path.join(path.dirname(file), spec)));
  }
  return out;
}

/** Every cycle of the import graph (one per strongly connected component), as a file list. */
export function findCycles(root: string, files: readonly string[]): string[][] {
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(root, f).filter((to) => known.has(to))]));
  // Tarjan's strongly connected components, iterative-free: the graph is a few hundred files.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!indexOf.has(f)) visit(f);
  return cycles;
}
