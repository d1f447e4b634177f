import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_MAX_BYTES } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { prepareDataDir, signInReal, startRealServer } from '#tests/utils/real-server.ts';

/** Issue #11's goal: the server's memory grows by at most this much for a 30 MB upload. */
export const UPLOAD_RSS_GOAL_MB = 16;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Resident memory of a process, from /proc (Linux): current and peak ("high water mark"). */
function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** A valid WebM video just under the 30 MB limit: a real recording followed by padding past its Segment. */
function videoOfSize(size: number): Buffer {
  const clip = readFileSync(path.join(root, 'api/seed/media/video-en-wouri.webm'));
  return Buffer.concat([clip, Buffer.alloc(size - clip.length)]);
}

/** Sends `body` as fast as loopback takes it, in 64 KB writes that respect the socket's back-pressure. */
function upload(url: string, id: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/files/${id}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'video/webm', 'Content-Length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * The real server (its own process, `api/server.ts`) receives a 30 MB video over loopback; its RSS
 * is sampled every 5 ms and compared with its level just before. Prints the growth against the goal
 * (≤ 16 MB): the body must stream from the socket to the disk with back-pressure, never be buffered.
 */
export async function runUploadMemoryBench(port = 4334, uploads = 3): Promise<{ growthMb: number }> {
  const { dataDir, email } = await prepareDataDir();
  const server = await startRealServer(dataDir, port);
  try {
    const auth = await signInReal(server.url, email);
    const body = videoOfSize(VIDEO_MAX_BYTES - 1024);
    const pid = server.process.pid!;
    // A first, small upload loads the parsers, as any running server has.
    await upload(server.url, newId(), auth, videoOfSize(2 * 1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 500));
    let worst = 0;
    for (let i = 0; i < uploads; i++) {
      const before = rssOf(pid).rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid).rss)), 5);
      const started = performance.now();
      const status = await upload(server.url, newId(), auth, body);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const growth = (peak - before) / 1024 / 1024;
      worst = Math.max(worst, growth);
      console.log(
        `  upload ${i + 1}: ${status}, ${(body.length / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(body.length / 1024 / 1024 / seconds).toFixed(0)} MB/s), RSS ${(before / 1024 / 1024).toFixed(0)} → peak ${(peak / 1024 / 1024).toFixed(0)} MB, growth ${growth.toFixed(1)} MB`,
      );
      if (status !== 201) throw new Error(`upload answered ${status}`);
    }
    console.log(`\n30 MB upload, server RSS growth: worst ${worst.toFixed(1)} MB (goal ≤ ${UPLOAD_RSS_GOAL_MB} MB) ${worst <= UPLOAD_RSS_GOAL_MB ? 'ok' : 'OVER'}`);
    return { growthMb: worst };
  } finally {
    await server.stop('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runUploadMemoryBench();
