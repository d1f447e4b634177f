import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printRouteScripts, routeScripts } from './js-budget.ts';
import { startProductionServer } from './production-server.ts';

/**
 * Lighthouse (npm, mobile preset: a Moto G Power-sized screen, simulated slow 4G and a 4× slower
 * CPU) on the production server with the demo content, in Debian's Chromium: the home page and the
 * newest story of each type (issue #11, "first view fast on a phone"). Each page runs several times
 * and the median run (by score) is printed, since one run's score moves a few points with the load
 * on the machine.
 */

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseFigures {
  name: string;
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Script bytes over the wire (after compression) and script requests, from the run itself. */
  scriptTransferBytes: number;
  scriptRequests: number;
  lcpElement: string;
  /**
   * Lighthouse's measure of this machine's speed during the run (higher is faster; ~2,000 when
   * this machine is quiet). The simulation multiplies the tasks it saw by 4, so a run on a busy
   * machine (a low index) reports the neighbours' load as the page's blocking time.
   */
  benchmarkIndex: number;
}

const ARTICLE_TYPES = [
  [1, 'text story'],
  [2, 'podcast story'],
  [3, 'video story'],
] as const;

/** `/` and the newest story of each type, read from the server's own feed. */
export async function demoPages(baseUrl: string): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [{ name: 'home', path: '/' }];
  for (const [type, name] of ARTICLE_TYPES) {
    const response = await fetch(`${baseUrl}/api/articles?limit=1&type=${type}`);
    const body = (await response.json()) as { items: Array<{ id: string; slug: string | null }> };
    const article = body.items[0];
    if (!article) throw new Error(`The demo content has no article of type ${type}.`);
    pages.push({ name, path: `/story/${article.slug ? `${article.slug}-${article.id}` : article.id}` });
  }
  return pages;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function runOnce(url: string, port: number, page: LighthousePage): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  // LH_REPORT_DIR keeps each run's full JSON report, to look into a figure.
  if (process.env.LH_REPORT_DIR) {
    mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
    writeFileSync(path.join(process.env.LH_REPORT_DIR, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const summary = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined;
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    name: page.name,
    path: page.path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    siMs: numeric(lhr, 'speed-index'),
    scriptTransferBytes: scripts?.transferSize ?? 0,
    scriptRequests: scripts?.requestCount ?? 0,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * A fresh Chromium per run. On this loaded machine the trace now and then misses its navStart
 * (Lighthouse's NO_NAVSTART); such a run measured nothing and is run again, up to three times.
 */
async function runInFreshChrome(url: string, page: LighthousePage): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      return await runOnce(url, chrome.port, page);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
    } finally {
      chrome.kill();
    }
  }
}

/** Runs each page `runs` times and keeps the median run by score. */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], options: { runs?: number } = {}): Promise<LighthouseFigures[]> {
  const runs = options.runs ?? 3;
  const figures: LighthouseFigures[] = [];
  for (const page of pages) {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) all.push(await runInFreshChrome(`${baseUrl}${page.path}`, page));
    all.sort((a, b) => a.score - b.score);
    figures.push(all[Math.floor(all.length / 2)]!);
  }
  return figures;
}

export function printLighthouse(figures: LighthouseFigures[]): void {
  console.log('\nLighthouse mobile (simulated slow 4G, 4× CPU), median run');
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(14)} score ${String(f.score).padStart(3)}   FCP ${(f.fcpMs / 1000).toFixed(2)} s   LCP ${(f.lcpMs / 1000).toFixed(2)} s   ` +
        `TBT ${Math.round(f.tbtMs)} ms   CLS ${f.cls.toFixed(3)}   SI ${(f.siMs / 1000).toFixed(2)} s   ` +
        `JS ${(f.scriptTransferBytes / 1024).toFixed(1)} KB in ${f.scriptRequests} files   machine index ${f.benchmarkIndex}`,
    );
    console.log(`  ${''.padEnd(14)} ${f.path}\n  ${''.padEnd(14)} LCP element: ${f.lcpElement.slice(0, 110)}`);
  }
}

/**
 * The Lighthouse section of the bench: starts the production server on the built `dist/` (or uses
 * `baseUrl`), measures `/` and a story of each type, prints the figures and (on its own server) the
 * JS each route loads before its first view.
 */
export async function runLighthouseBench(options: { baseUrl?: string; runs?: number } = {}): Promise<LighthouseFigures[]> {
  const server = options.baseUrl ? null : await startProductionServer();
  const baseUrl = options.baseUrl ?? server!.baseUrl;
  try {
    const figures = await measureLighthouse(baseUrl, await demoPages(baseUrl), { runs: options.runs });
    printLighthouse(figures);
    // The JS budget of each route, from the build this server serves.
    if (server) printRouteScripts(routeScripts(server.distDir));
    return figures;
  } finally {
    await server?.stop();
  }
}

// `npx tsx tests/bench/lighthouse.ts [--url http://host:port] [--runs N]`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const runs = arg('--runs');
  await runLighthouseBench({ baseUrl: arg('--url'), runs: runs ? Number(runs) : undefined });
}
