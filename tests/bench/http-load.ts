import http from 'node:http';

/**
 * Load generator for bench sections, run in its own process (so the server under test keeps its
 * core): `connections` keep-alive clients each send GET requests back to back for `durationMs`,
 * cycling through `paths` with the same `headers`. Sends `{ requests, errors, p50Ms, p95Ms, seconds }`
 * to the parent.
 */
interface LoadRequest {
  port: number;
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}

async function load({ port, paths, headers = {}, connections, durationMs }: LoadRequest) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const get = (path: string) =>
    new Promise<number>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const path = paths[next++ % paths.length]!;
        const t0 = performance.now();
        const status = await get(path);
        if (status !== 200) errors++;
        else times.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return { requests: times.length, errors, seconds, p50Ms: times[Math.floor(times.length / 2)] ?? NaN, p95Ms: times[Math.floor(times.length * 0.95)] ?? NaN };
}

process.once('message', (request: LoadRequest) => {
  void load(request).then((result) => {
    process.send!(result);
    process.exit(0);
  });
});
