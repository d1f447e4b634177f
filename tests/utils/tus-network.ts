import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

/** What the scripted network does to a PATCH of `size` bytes: deliver it all (null) or only its first bytes, then drop. */
export type CutPlan = (size: number) => number | null;

/**
 * tus-js-client's network over a fetch function (the real app's `request`, or a sync server's
 * scripted fetch), with connections cut on demand: a cut PATCH delivers only its first bytes (the
 * server keeps them, as it does with a dropped connection) and the client sees a network error.
 * `bodyBytes` counts every byte the client put on the wire, cut or not.
 */
export class ScriptedTusNetwork implements HttpStack {
  bodyBytes = 0;
  cuts = 0;
  patches: { offset: number; sent: number; delivered: number }[] = [];

  constructor(
    private readonly fetch: Fetch,
    private readonly plan: CutPlan = () => null,
  ) {}

  getName(): string {
    return 'ScriptedTusNetwork';
  }

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let onProgress: (bytes: number) => void = () => undefined;
    return this.request(
      method,
      url,
      headers,
      (handler) => (onProgress = handler),
      (bytes) => onProgress(bytes),
    );
  }

  private request(method: string, url: string, headers: Record<string, string>, setProgress: (handler: (bytes: number) => void) => void, onProgress: (bytes: number) => void): HttpRequest {
    const network = { plan: this.plan, fetch: this.fetch, counts: this };
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => void (headers[name] = value),
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => setProgress(handler),
      abort: async () => undefined,
      getUnderlyingObject: () => null,
      async send(body: Blob | null): Promise<HttpResponse> {
        const path = new URL(url, 'http://localhost').pathname;
        let payload: Blob | null = body ?? null;
        let cut = false;
        if (payload && method === 'PATCH') {
          network.counts.bodyBytes += payload.size;
          const keep = network.plan(payload.size);
          if (keep !== null && keep < payload.size) {
            payload = payload.slice(0, keep);
            cut = true;
            network.counts.cuts += 1;
          }
          network.counts.patches.push({ offset: Number(headers['Upload-Offset']), sent: body!.size, delivered: payload.size });
        }
        const init: RequestInit = { method, headers: { ...headers } };
        if (payload) init.body = new Uint8Array(await payload.arrayBuffer());
        const res = await network.fetch(path, init);
        const text = await res.text();
        if (cut) {
          // What went out before the drop is reported, as a browser's upload progress does.
          onProgress(payload!.size);
          throw new Error('The connection dropped.');
        }
        if (payload) onProgress(payload.size);
        return {
          getStatus: () => res.status,
          getHeader: (name) => res.headers.get(name) ?? undefined,
          getBody: () => text,
          getUnderlyingObject: () => res,
        };
      },
    };
  }
}

/**
 * The runner's `upload` for tests: the real uploader (Dexie resume URLs, tus, finish) over the
 * given fetch, so a sync server's scripted faults hit uploads as they hit every other request.
 */
export async function uploadThrough(fetch: Fetch) {
  const { db } = await import('#web/db/database.ts');
  const { createUploader } = await import('#web/sync/uploader.ts');
  const uploader = createUploader({ db, httpStack: new ScriptedTusNetwork(fetch) });
  return (job: Parameters<typeof uploader.send>[0], token: string) => uploader.send(job, token);
}
