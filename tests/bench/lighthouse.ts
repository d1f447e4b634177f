import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printRouteScripts, routeScripts } from './js-budget.ts';
import { startProductionServer } from './production-server.ts';

/**
 * Lighthouse (npm, mobile preset: a Moto G Power-sized screen, simulated slow 4G and a 4× slower
 * CPU) on the production server with the demo content, in Debian's Chromium: the home page and the
 * newest story of each type (issue #11, "first view fast on a phone"). Each page runs several times;
 * every run is printed with the machine's load and Lighthouse's machine index, since one run's
 * score moves a few points with the load on the machine, then the median run (by score) and the
 * lowest score. Every run's full JSON report is kept (issue #27), under `LH_REPORT_DIR` or a fresh
 * directory in the system's temporary folder, named in the output.
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
  /** The machine's 1-minute load average as the run started. */
  load: number;
  /** The run's full report. */
  reportFile: string;
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

async function runOnce(url: string, port: number, page: LighthousePage, reportFile: string): Promise<LighthouseFigures> {
  const load = os.loadavg()[0]!;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  writeFileSync(reportFile, JSON.stringify(lhr));
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
    load,
    reportFile,
  };
}

/**
 * A fresh Chromium per run. On this loaded machine the trace now and then misses its navStart
 * (Lighthouse's NO_NAVSTART); such a run measured nothing and is run again, up to three times.
 */
async function runInFreshChrome(url: string, page: LighthousePage, reportFile: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      return await runOnce(url, chrome.port, page, reportFile);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
    } finally {
      chrome.kill();
    }
  }
}

export interface LighthousePageRuns {
  /** The median run by score. */
  median: LighthouseFigures;
  /** Every run, in the order they ran. */
  runs: LighthouseFigures[];
}

/** Where every run's report goes: `LH_REPORT_DIR`, or a fresh temporary directory. */
function reportDirectory(): string {
  const dir = process.env.LH_REPORT_DIR ?? path.join(os.tmpdir(), `tribes-lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One run's line: its score and timings, with the machine's state while it ran. */
function runLine(f: LighthouseFigures): string {
  return (
    `score ${String(f.score).padStart(3)}   FCP ${seconds(f.fcpMs)}   LCP ${seconds(f.lcpMs)}   TBT ${String(Math.round(f.tbtMs)).padStart(4)} ms   ` +
    `CLS ${f.cls.toFixed(3)}   SI ${seconds(f.siMs)}   machine index ${f.benchmarkIndex}   load ${f.load.toFixed(1)}`
  );
}

/** Runs each page `runs` times, printing each run as it ends; keeps every run's report. */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], options: { runs?: number } = {}): Promise<LighthousePageRuns[]> {
  const runs = options.runs ?? 3;
  const dir = reportDirectory();
  console.log(`\nLighthouse mobile (simulated slow 4G, 4× CPU), ${runs} runs per page; reports in ${dir}`);
  const results: LighthousePageRuns[] = [];
  for (const page of pages) {
    const all: LighthouseFigures[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = await runInFreshChrome(`${baseUrl}${page.path}`, page, path.join(dir, `${page.name.replace(/\W+/g, '-')}-${i}.json`));
      console.log(`  ${page.name.padEnd(14)} run ${i}  ${runLine(run)}`);
      all.push(run);
    }
    const byScore = [...all].sort((a, b) => a.score - b.score);
    results.push({ median: byScore[Math.floor(byScore.length / 2)]!, runs: all });
  }
  return results;
}

export function printLighthouse(results: LighthousePageRuns[]): void {
  console.log('\nLighthouse mobile (simulated slow 4G, 4× CPU), median run by score, and the lowest score of the page');
  for (const { median: f, runs } of results) {
    const tbts = runs.map((r) => r.tbtMs).sort((a, b) => a - b);
    console.log(
      `  ${f.name.padEnd(14)} ${runLine(f)}\n  ${''.padEnd(14)} lowest score ${Math.min(...runs.map((r) => r.score))}, median TBT ${Math.round(tbts[Math.floor(tbts.length / 2)]!)} ms; ` +
        `JS ${(f.scriptTransferBytes / 1024).toFixed(1)} KB in ${f.scriptRequests} files`,
    );
    console.log(`  ${''.padEnd(14)} ${f.path}\n  ${''.padEnd(14)} LCP element: ${f.lcpElement.slice(0, 110)}`);
  }
}

/**
 * The Lighthouse section of the bench: starts the production server on the built `dist/` (or uses
 * `baseUrl`), measures `/` and a story of each type, prints the figures and (on its own server) the
 * JS each route loads before its first view.
 */
export async function runLighthouseBench(options: { baseUrl?: string; runs?: number } = {}): Promise<LighthousePageRuns[]> {
  const server = options.baseUrl ? null : await startProductionServer();
  const baseUrl = options.baseUrl ?? server!.baseUrl;
  try {
    const results = await measureLighthouse(baseUrl, await demoPages(baseUrl), { runs: options.runs });
    printLighthouse(results);
    // The JS budget of each route, from the build this server serves.
    if (server) printRouteScripts(routeScripts(server.distDir));
    return results;
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
