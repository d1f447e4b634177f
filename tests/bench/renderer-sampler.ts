import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';

/** One sample of the page's renderer: its JS heap and DOM from CDP, its process's memory and CPU. */
export interface RendererSample {
  atSeconds: number;
  nodes: number;
  layouts: number;
  /** JS heap used (MB; after a garbage collection when `collected`). */
  heapMb: number;
  /** Renderer processes' resident memory (MB), summed: the page's and its service worker's. */
  rssMb: number;
  /** Share of one core the renderers used since the previous sample (%). */
  cpuPercent: number;
  collected: boolean;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Resident memory of a process in bytes, from /proc (Linux; 0 elsewhere or once it is gone). */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface ProcessInfo {
  type: string;
  id: number;
  cpuTime: number;
}

/**
 * Samples the page's renderer every `everySeconds` while a long run goes on (the long-recording
 * bench prints them: a tab whose memory grows through a recording is killed on a phone). Figures
 * only: nothing here asserts a time. `stop()` returns every sample taken.
 */
export async function sampleRenderer(browser: Browser, page: Page, everySeconds: number): Promise<{ stop: () => Promise<RendererSample[]>; samples: () => readonly RendererSample[] }> {
  const pageCdp: CDPSession = await page.context().newCDPSession(page);
  await pageCdp.send('Performance.enable');
  const browserCdp = await browser.newBrowserCDPSession();
  const started = Date.now();
  let lastCpu: { at: number; cpu: number } | undefined;
  const samples: RendererSample[] = [];

  const take = async (collect = false): Promise<RendererSample> => {
    // Samples read the page as it is (garbage included): a forced collection every sample would
    // hide memory a phone's tab really holds. The last one is after a collection: what is kept.
    if (collect) await pageCdp.send('HeapProfiler.collectGarbage');
    const { metrics } = (await pageCdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
    const renderers = processInfo.filter((p) => p.type === 'renderer');
    const cpu = renderers.reduce((sum, p) => sum + p.cpuTime, 0);
    const now = Date.now();
    const cpuPercent = lastCpu ? ((cpu - lastCpu.cpu) / ((now - lastCpu.at) / 1000)) * 100 : 0;
    lastCpu = { at: now, cpu };
    const sample = {
      atSeconds: Math.round((now - started) / 1000),
      heapMb: mb(metric('JSHeapUsedSize')),
      nodes: metric('Nodes'),
      layouts: metric('LayoutCount'),
      rssMb: mb(renderers.reduce((sum, p) => sum + rssOf(p.id), 0)),
      cpuPercent,
      collected: collect,
    };
    samples.push(sample);
    return sample;
  };

  await take();
  let chain: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    chain = chain.then(() => take()).catch(() => undefined);
  }, everySeconds * 1000);
  return {
    samples: () => samples,
    stop: async () => {
      clearInterval(timer);
      await chain;
      await take(true);
      await pageCdp.detach().catch(() => undefined);
      await browserCdp.detach().catch(() => undefined);
      return samples;
    },
  };
}

/** One line of a sample, for the bench's output. */
export function formatSample(s: RendererSample): string {
  const clock = `${Math.floor(s.atSeconds / 60)}:${String(s.atSeconds % 60).padStart(2, '0')}`;
  return `${clock.padStart(6)}  heap ${s.heapMb.toFixed(1).padStart(6)} MB${s.collected ? ' (after GC)' : ''}  renderer RSS ${s.rssMb.toFixed(0).padStart(5)} MB  CPU ${s.cpuPercent.toFixed(0).padStart(3)} %  DOM nodes ${String(s.nodes).padStart(6)}  layouts ${s.layouts}`;
}
