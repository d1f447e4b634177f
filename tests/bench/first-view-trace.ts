import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from 'playwright-core';
import { demoPages, type LighthousePage } from './lighthouse.ts';

/**
 * Where a phone's main thread goes while the first view starts (issue #27): a Chromium trace of one
 * page at 4× CPU throttling, as Lighthouse's mobile preset slows it, on a fresh profile (a first
 * visit), from navigation until the app has started its offline core and service worker. Prints
 * the main-thread time before and after the first contentful paint, every task of 50 ms or more
 * with what ran in it, and (from the CPU profile's samples, mapped through the build's source maps
 * when the build has them: `vite build --sourcemap`) the time per source module after the paint.
 *
 * Timings here are the machine's real ones, slowed 4×: less sensitive to the neighbours than
 * Lighthouse's simulation, which multiplies whatever it saw, waiting included.
 */

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'rail', 'blink.user_timing', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];
/** How long the trace goes on once the page is interactive: the offline core and the service worker start at idle moments. */
const SETTLE_MS = 10_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the task actually had, without the waits for a core of a loaded machine. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string };
  id?: string;
}

export interface LongTask {
  startMs: number;
  durMs: number;
  what: string[];
}

export interface TraceFigures {
  name: string;
  path: string;
  fcpMs: number;
  /** Main-thread time in top-level tasks before and after the first contentful paint (ms, at 4×). */
  beforeFcpMs: number;
  afterFcpMs: number;
  /** The same after the paint in thread (CPU) time: what the neighbours' load changes least. */
  afterFcpCpuMs: number;
  longTasks: LongTask[];
  /** Time in long tasks beyond their first 50 ms, after the paint (what TBT sums). */
  blockingMs: number;
  /** Sampled self time after the paint, per source module (ms). */
  modules: Array<[string, number]>;
  /** Sampled time after the paint, per innermost app module on the stack (`web/…`; '-' for none). */
  appModules: Array<[string, number]>;
}

async function recordTrace(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed wait, not a poll: Playwright's polling runs its own script in the page, in the trace.
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await done;
  if (!(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-interactive')))) throw new Error(`${url} was not interactive ${SETTLE_MS} ms after its load.`);
  await context.close();
  return events;
}

/** The page's main thread: the renderer's CrRendererMain that navigated to `url`. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; navStart: number; fcp: number } {
  const nav = events.find((e) => e.name === 'navigationStart' && typeof e.args?.data?.documentLoaderURL === 'string' && (e.args.data.documentLoaderURL as string).startsWith('http'));
  if (!nav) throw new Error('No navigationStart in the trace.');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts > nav.ts);
  return { pid: nav.pid, tid: nav.tid, navStart: nav.ts, fcp: fcp?.ts ?? nav.ts };
}

/** One line naming an event a task ran: the script, the callback, or the browser's own work. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' ? data.url.replace(/^https?:\/\/[^/]+/, '') : '';
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : '';
  return `${event.name}${url ? ` ${url}` : ''}${fn}`;
}

type Mapper = (url: string, line: number, column: number) => string;

/** Maps a built script's position to its source module through `<file>.map` in `distDir`, when present. */
function sourceMapper(distDir: string | undefined): Mapper {
  const maps = new Map<string, TraceMap | null>();
  return (url, line, column) => {
    const file = url.replace(/^https?:\/\/[^/]+\//, '').split('?')[0]!;
    if (!file) return '(native)';
    if (!maps.has(file)) {
      const mapFile = distDir ? path.join(distDir, `${file}.map`) : '';
      maps.set(file, mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    }
    const map = maps.get(file);
    if (!map) return file;
    const source = originalPositionFor(map, { line: line + 1, column }).source;
    if (!source) return file;
    const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return nodeModule ? nodeModule[1]! : source.replace(/^.*?\/(?=(web|api|sw)\/)/, '');
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** One CPU sample: when, for how long, the module running, and the innermost app module on its stack. */
interface Sample {
  ts: number;
  ms: number;
  module: string;
  app: string;
}

/** The CPU profile's samples of the page's renderer, each attributed to source modules. */
function profileSamples(events: TraceEvent[], pid: number, map: Mapper): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  const frameModule = (frame: ProfileNode['callFrame']) => (frame.url ? map(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName);
  const appModule = (id: number): string => {
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const module = frameModule(node.callFrame);
      if (module.startsWith('web/')) return module;
    }
    return '-';
  };
  let time = Number(profile?.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile?.id)) {
    const data = chunk.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      const frame = nodes.get(ids[i]!)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      samples.push({ ts: time, ms: Math.max(0, deltas[i + 1] ?? deltas[i] ?? 0) / 1000, module: frameModule(frame), app: appModule(ids[i]!) });
    }
  }
  return samples;
}

/** The `top` largest totals of `key` over the samples within [from, to]. */
function sumBy(samples: Sample[], from: number, to: number, key: 'module' | 'app', top: number): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const s of samples) if (s.ts >= from && s.ts <= to) totals.set(s[key], (totals.get(s[key]) ?? 0) + s.ms);
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** Trace steps worth naming inside a task (the others are the scheduler's wrappers). */
const STEPS =
  /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|ParseHTML|Layout|UpdateLayoutTree|Paint|MajorGC|MinorGC|V8\.GC.*|EventDispatch|RunMicrotasks|ResourceReceivedData|XHRLoad)$/;

export function analyseTrace(events: TraceEvent[], page: LighthousePage, distDir?: string): TraceFigures {
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= main.navStart);
  const samples = profileSamples(events, main.pid, sourceMapper(distDir));
  let beforeFcpMs = 0;
  let afterFcpMs = 0;
  let afterFcpCpuMs = 0;
  let blockingMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const dur = task.dur! / 1000;
    const end = task.ts + task.dur!;
    if (task.ts < main.fcp) beforeFcpMs += dur;
    else {
      afterFcpMs += dur;
      afterFcpCpuMs += (task.tdur ?? task.dur!) / 1000;
    }
    if (dur < 50) continue;
    if (task.ts >= main.fcp) blockingMs += dur - 50;
    const steps = onMain.filter((e) => STEPS.test(e.name) && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! >= 5000);
    const outer = steps.filter((c) => !steps.some((p) => p !== c && p.ts <= c.ts && p.ts + p.dur! >= c.ts + c.dur! && p.dur! > c.dur!));
    const fmt = ([name, ms]: [string, number]) => `${ms.toFixed(0)} ${name}`;
    longTasks.push({
      startMs: (task.ts - main.navStart) / 1000,
      durMs: dur,
      what: [
        ...outer.slice(0, 4).map((c) => `${(c.dur! / 1000).toFixed(0)} ms ${describe(c)}`),
        `self: ${sumBy(samples, task.ts, end, 'module', 5).map(fmt).join(', ')}`,
        `app: ${sumBy(samples, task.ts, end, 'app', 5).map(fmt).join(', ')}`,
      ],
    });
  }
  const modules = sumBy(samples, main.fcp, Number.POSITIVE_INFINITY, 'module', 40);
  const appModules = sumBy(samples, main.fcp, Number.POSITIVE_INFINITY, 'app', 40);
  return { name: page.name, path: page.path, fcpMs: (main.fcp - main.navStart) / 1000, beforeFcpMs, afterFcpMs, afterFcpCpuMs, longTasks, blockingMs, modules, appModules };
}

export function printTrace(f: TraceFigures, top = 25): void {
  console.log(
    `\n${f.name} (${f.path}) at 4× CPU: FCP ${f.fcpMs.toFixed(0)} ms; main thread ${f.beforeFcpMs.toFixed(0)} ms before FCP, ${f.afterFcpMs.toFixed(0)} ms after (CPU ${f.afterFcpCpuMs.toFixed(0)} ms); ${f.longTasks.length} tasks ≥ 50 ms, blocking ${f.blockingMs.toFixed(0)} ms after FCP`,
  );
  for (const t of f.longTasks) {
    console.log(`  task at ${t.startMs.toFixed(0)} ms: ${t.durMs.toFixed(0)} ms`);
    for (const w of t.what) console.log(`      ${w}`);
  }
  console.log('  sampled time after FCP by module:');
  for (const [module, ms] of f.modules.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${module}`);
  console.log('  sampled time after FCP by the innermost app module on the stack:');
  for (const [module, ms] of f.appModules.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${module}`);
}

/** `npx tsx tests/bench/first-view-trace.ts --url http://127.0.0.1:4500 [--dist /tmp/dist-with-maps] [--runs 3] [--save DIR] [--only home]` */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const baseUrl = arg('--url') ?? 'http://127.0.0.1:4500';
  const runs = Number(arg('--runs') ?? 1);
  const save = arg('--save');
  const only = arg('--only');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const page of (await demoPages(baseUrl)).filter((p) => !only || only.split(',').includes(p.name.split(' ')[0]!))) {
      for (let run = 1; run <= runs; run++) {
        const events = await recordTrace(browser, `${baseUrl}${page.path}`);
        if (save) {
          mkdirSync(save, { recursive: true });
          writeFileSync(path.join(save, `${page.name.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify({ traceEvents: events }));
        }
        printTrace(analyseTrace(events, page, arg('--dist')));
      }
    }
  } finally {
    await browser.close();
  }
}
