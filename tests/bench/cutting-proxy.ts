import { createServer, connect, type Socket } from 'node:net';

/** A bad phone network in front of a server: slow uploads, and every connection cut now and then. */
export interface CuttingProxy {
  url: string;
  /** Connections cut so far. */
  cuts: () => number;
  /** Starts cutting: `up` seconds of network, then `down` seconds with every connection refused. */
  startCutting: (upSeconds: number, downSeconds: number) => void;
  stop: () => Promise<void>;
}

/**
 * A TCP proxy to `target` (host:port) whose client-to-server direction runs at `uploadKbps`, and
 * which, once cutting, drops every open connection at the end of each "up" period and refuses new
 * ones while "down": what a train or a lift does to a phone, mid-request.
 */
export async function startCuttingProxy(targetPort: number, uploadKbps: number): Promise<CuttingProxy> {
  const open = new Set<Socket>();
  let down = false;
  let cuts = 0;
  let timer: NodeJS.Timeout | undefined;
  const bytesPerTick = Math.max(1, Math.round((uploadKbps * 1000) / 8 / 20)); // 50 ms ticks

  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client);
    const close = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.pipe(client);
    // Upload throttled: at most `bytesPerTick` every 50 ms reach the server.
    const queue: Buffer[] = [];
    const tick = setInterval(() => {
      let budget = bytesPerTick;
      while (budget > 0 && queue.length) {
        const head = queue[0]!;
        const part = head.subarray(0, budget);
        upstream.write(part);
        budget -= part.length;
        if (part.length === head.length) queue.shift();
        else queue[0] = head.subarray(part.length);
      }
      if (queue.length === 0 && client.isPaused()) client.resume();
    }, 50);
    client.on('close', () => clearInterval(tick));
    client.on('data', (data: Buffer) => {
      queue.push(data);
      if (queue.length > 4) client.pause();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const cycle = (upSeconds: number, downSeconds: number) => {
    timer = setTimeout(() => {
      down = true;
      cuts += open.size > 0 ? 1 : 0;
      for (const socket of open) socket.destroy();
      timer = setTimeout(() => {
        down = false;
        cycle(upSeconds, downSeconds);
      }, downSeconds * 1000);
    }, upSeconds * 1000);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    startCutting: (upSeconds, downSeconds) => cycle(upSeconds, downSeconds),
    stop: () =>
      new Promise((resolve) => {
        clearTimeout(timer);
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
