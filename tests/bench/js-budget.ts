import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES_IN_START } from '#web/build-chunks.ts';

/**
 * JavaScript each route loads before its first view, read from a build's `.vite/manifest.json`
 * (issue #11: ≤ 170 KB gzip on `/`, ≤ 300 KB on any route). A route loads the entry, its layout's
 * and its own code-split component chunks, everything those import statically, and the chunks the
 * entry always imports at start (the translations of one language). Chunks a screen imports on
 * demand (the editor, the podcast player, a dialog) are not counted: they load after the first view.
 */

export const HOME_BUDGET_BYTES = 170 * 1024;
export const ROUTE_BUDGET_BYTES = 300 * 1024;

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

export interface RouteScripts {
  /** The route's path pattern, as the router names it (`/`, `/story/$id`…). */
  route: string;
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

const SPLIT = '?tsr-split=component';
/** The translations load at start, one language: count the larger. */
const STARTUP_ALTERNATIVES = /i18n\/resources-(fr|en)\.ts$/;

function closure(manifest: Manifest, keys: string[], into: Set<string>): void {
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
}

/** `routes/_main/story/$id.tsx?tsr-split=component` → its layouts' split chunks, outermost first. */
function layoutsOf(manifest: Manifest, key: string): string[] {
  const segments = key.slice('routes/'.length, -`.tsx${SPLIT}`.length).split('/');
  const layouts: string[] = [];
  for (let i = 1; i < segments.length; i++) {
    const layout = `routes/${segments.slice(0, i).join('/')}.tsx${SPLIT}`;
    if (manifest[layout]) layouts.push(layout);
  }
  return layouts;
}

/** `routes/_main/story/$id.tsx?…` → `/story/$id`; pathless layouts (`_main`) and `index` drop out. */
function routePath(key: string): string {
  return routePathOfId(`/${key.slice('routes/'.length, -`.tsx${SPLIT}`.length).replace(/(^|\/)index$/, '$1')}`);
}

/** A router id of a layout (`/_main`): a pathless segment last, and no index slash after it. */
const isLayout = (id: string) => /\/_[^/]+$/.test(id);

/** `/_main/story/$id` → `/story/$id`, `/_main/` → `/`. */
function routePathOfId(id: string): string {
  return `/${id
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .join('/')}`;
}

/** Scripts of every route of a build, with their gzip size (level 9, as the build writes them). */
export function routeScripts(distDir: string): RouteScripts[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry.');
  const startup = (manifest[entry]!.dynamicImports ?? []).filter((key) => STARTUP_ALTERNATIVES.test(key));
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(distDir, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file)!;
  };
  const split = Object.keys(manifest).filter((key) => key.startsWith('routes/') && key.endsWith(SPLIT) && !/\/-|\/_[^/]*\.tsx/.test(key.replace(/^routes/, '')));
  // A route in the start (not split, web/build-chunks.ts) loads the entry's files alone.
  const inStart = ROUTES_IN_START.filter((id) => !isLayout(id)).map((id) => ({ route: routePathOfId(id), keys: [] as string[] }));
  return [...split.map((key) => ({ route: routePath(key), keys: [...layoutsOf(manifest, key), key] })), ...inStart]
    .map(({ route, keys }) => {
      const files = new Set<string>();
      closure(manifest, [entry, ...keys], files);
      // The biggest language, with whatever it imports that the route did not already load.
      const languages = startup.map((language) => {
        const extra = new Set(files);
        closure(manifest, [language], extra);
        return [...extra].filter((file) => !files.has(file));
      });
      const heaviest = languages.sort((a, b) => b.reduce((s, f) => s + size(f).gzip, 0) - a.reduce((s, f) => s + size(f).gzip, 0))[0] ?? [];
      for (const file of heaviest) files.add(file);
      const list = [...files].filter((file) => file.endsWith('.js'));
      return {
        route,
        files: list,
        gzipBytes: list.reduce((sum, file) => sum + size(file).gzip, 0),
        rawBytes: list.reduce((sum, file) => sum + size(file).raw, 0),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function printRouteScripts(rows: RouteScripts[]): void {
  console.log('\nJS per route before the first view (static imports; gzip -9)');
  for (const row of rows) {
    const budget = row.route === '/' ? HOME_BUDGET_BYTES : ROUTE_BUDGET_BYTES;
    const mark = row.gzipBytes > budget ? '  OVER BUDGET' : '';
    console.log(
      `  ${row.route.padEnd(34)} ${(row.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${(row.rawBytes / 1024).toFixed(0).padStart(5)} KB raw  ` +
        `${String(row.files.length).padStart(3)} files  (budget ${budget / 1024} KB)${mark}`,
    );
  }
}

// `npx tsx tests/bench/js-budget.ts [distDir]` on an existing build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRouteScripts(routeScripts(path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url)))));
}
