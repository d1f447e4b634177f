import { DefaultHttpStack, Upload, type DetailedError, type HttpStack } from 'tus-js-client';
import type { TribesDb } from '#web/db/database.ts';
import { dropUploadProgress, setUploadProgress } from './upload-progress.ts';
import { completeUploadUrl, dexieUrlStorage, forgetUploadUrls, markUploadComplete } from './upload-url-store.ts';

/** Where tus uploads are created (api/routes/uploads.ts). */
export const UPLOADS_ENDPOINT = '/api/uploads';
/** 2 MB: a cut costs at most one chunk again, and a slow phone still reports progress often. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;

/** One file to upload: its id is the File id the server will give it (the article already names it). */
export interface UploadJob {
  id: string;
  userId: string;
  blob: Blob;
  name: string;
  mime: string;
}

export interface UploaderDeps {
  db: TribesDb;
  /** The network for every call (tus, finish, cancel); the browser's XMLHttpRequest one by default (it reports progress). */
  httpStack?: HttpStack;
  chunkSize?: number;
  /** False while uploads must wait (Wi-Fi only and not on Wi-Fi). */
  allowed?: () => boolean;
  /** Pause before going on after a cut that moved the upload forward (default 1 s). */
  afterProgressMs?: number;
}

/**
 * Bytes that must have gone out in an attempt for its cut to count as progress, not as a failure:
 * on a network that drops every few seconds, each attempt moves the upload on by what got through,
 * and waiting out the runner's growing backoff after each would leave the line idle most of the time.
 */
export const PROGRESS_BYTES = 16 * 1024;
/** Runs in a row that may move nothing, after one that moved the upload, before the runner's backoff takes over. */
export const IDLE_RUNS = 3;
/** How long the offset shown after a cut waits for the server's answer (a dropping network may not answer). */
const OFFSET_WAIT_MS = 3000;

/** The fingerprint an upload is resumed by: one per user, file and size (a Blob has no stable name). */
export const fingerprintOf = (job: Pick<UploadJob, 'userId' | 'id' | 'blob'>) => `${job.userId}:${job.id}:${job.blob.size}`;

/** Slices a Blob for tus-js-client in every environment (its Node reader takes Buffers and streams only). */
const blobReader = {
  openFile: async (input: Blob) => ({
    size: input.size,
    slice: async (start: number, end: number) => ({ value: input.slice(start, end), done: end >= input.size }),
    close: () => undefined,
  }),
};

const jsonResponse = (status: number, body: string) =>
  new Response(body || JSON.stringify({ error: { code: 'upload_refused', message: 'The upload was refused.' } }), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The one uploader of the app (issue #13): every file goes to the server through it, by the tus
 * resumable-upload protocol, in 2 MB chunks. Where each upload stands on the server is kept in
 * Dexie, so a cut upload (network drop, reload, restart) goes on from the last byte the server
 * acknowledged; once complete, `POST /api/uploads/:id/finish` turns it into the File.
 * `send` answers like a request: the finish answer, a synthetic answer for a refusal
 * (4xx, with the server's error body), or null when the network or the user stopped it.
 */
export function createUploader(deps: UploaderDeps) {
  const paused = new Set<string>();
  const urlStorage = dexieUrlStorage(deps.db);
  const httpStack = deps.httpStack ?? new DefaultHttpStack({});

  /** One plain call on the uploader's network; null when it did not get through. */
  async function call(method: string, url: string, token: string, headers: Record<string, string> = {}): Promise<Response | null> {
    const request = httpStack.createRequest(method, new URL(url, 'http://x').pathname);
    request.setHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setHeader(name, value);
    try {
      const res = await request.send(null);
      const body = res.getBody();
      return new Response(body || null, { status: res.getStatus(), headers: { 'Content-Type': res.getHeader('Content-Type') ?? 'application/json' } });
    } catch {
      return null;
    }
  }

  /**
   * Where the server stands on an upload (a tus `HEAD`): a cut chunk's bytes it kept count, so a
   * waiting upload shows what it really has. Undefined when it does not answer within `OFFSET_WAIT_MS`.
   */
  async function serverOffset(url: string, token: string): Promise<number | undefined> {
    const request = httpStack.createRequest('HEAD', new URL(url, 'http://x').pathname);
    request.setHeader('Authorization', `Bearer ${token}`);
    request.setHeader('Tus-Resumable', '1.0.0');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        void request.abort().catch(() => undefined);
        resolve(undefined);
      }, OFFSET_WAIT_MS);
    });
    const asked = request.send(null).then(
      (res) => {
        const offset = Number(res.getHeader('Upload-Offset'));
        return res.getStatus() === 200 && Number.isSafeInteger(offset) && offset >= 0 ? offset : undefined;
      },
      () => undefined,
    );
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const finish = (url: string, token: string) => call('POST', `${new URL(url, 'http://x').pathname}/finish`, token);

  interface Run {
    upload: Upload;
    done: Promise<Response | null>;
    /** Stops it here (tus-js-client reports no error for an abort): the server keeps its offset. */
    stop: () => void;
    /** The bytes the server acknowledged in this run (undefined before its first chunk). */
    acknowledged: () => number | undefined;
    /** Bytes sent in this run (they reach the server even when the chunk is cut: it keeps them). */
    sent: () => number;
  }

  const running = new Map<string, Run>();

  function run(job: UploadJob, token: string): Run {
    const fingerprint = fingerprintOf(job);
    setUploadProgress(job.id, { name: job.name, total: job.blob.size, status: 'uploading', reason: undefined, error: undefined });
    let resolve!: (res: Response | null) => void;
    const done = new Promise<Response | null>((r) => (resolve = r));
    let acknowledged: number | undefined;
    // Where this run's first PATCH started, and how far its progress got.
    let startOffset: number | undefined;
    let lastLoaded = 0;
    const upload: Upload = new Upload(job.blob, {
      endpoint: UPLOADS_ENDPOINT,
      chunkSize: deps.chunkSize ?? UPLOAD_CHUNK_BYTES,
      // The runner retries (with backoff, and at once when the network returns).
      retryDelays: null,
      metadata: { fileId: job.id, filename: job.name, filetype: job.mime },
      fingerprint: async () => fingerprint,
      urlStorage,
      fileReader: blobReader,
      httpStack,
      storeFingerprintForResuming: true,
      // Kept until `finish` answers: a lost finish answer is asked again from the same upload.
      removeFingerprintOnSuccess: false,
      headers: { Authorization: `Bearer ${token}` },
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') startOffset ??= Number(request.getHeader('Upload-Offset'));
      },
      onProgress: (loaded, total) => {
        lastLoaded = loaded;
        setUploadProgress(job.id, { loaded, total, status: 'uploading' });
      },
      // What the server has: where a cut upload goes on from, so what a waiting upload shows.
      onChunkComplete: (_chunk, accepted) => {
        acknowledged = accepted;
      },
      onError: (error) => {
        const response = (error as DetailedError).originalResponse;
        const status = response?.getStatus() ?? 0;
        // A refusal (size, content, taken id) or an expired session: answered like a request.
        if (status >= 400 && status < 500 && status !== 408 && status !== 423 && status !== 429) {
          if (status !== 401) void forgetUploadUrls(deps.db, fingerprint);
          resolve(jsonResponse(status, response!.getBody()));
        } else resolve(null);
      },
      // Marked first: if the finish's answer is lost, the next run asks it again instead of
      // resuming an upload the finish has already turned into the File (its URL then says 404).
      onSuccess: () => void markUploadComplete(deps.db, fingerprint).then(() => settleFinish(upload.url!)),
    });
    const settleFinish = (url: string) =>
      finish(url, token).then(async (res) => {
        // Gone on the server (expired): start again from the first byte next time.
        if (res && (res.ok || res.status === 404)) await forgetUploadUrls(deps.db, fingerprint);
        resolve(res?.status === 404 ? null : res);
      });
    void completeUploadUrl(deps.db, fingerprint)
      .then(async (finished) => {
        if (finished) return settleFinish(finished);
        const previous = await upload.findPreviousUploads();
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => resolve(null));
    return {
      upload,
      done,
      stop: () => {
        void upload.abort();
        resolve(null);
      },
      acknowledged: () => acknowledged,
      sent: () => (startOffset === undefined ? 0 : Math.max(0, lastLoaded - startOffset)),
    };
  }

  const sending = new Map<string, Promise<Response | null>>();
  /** Bumped by `stopAll`: an upload waiting to go on after a cut stops too. */
  let stops = 0;

  /** Uploads a job (joining the one already going for the same file). */
  function send(job: UploadJob, token: string): Promise<Response | null> {
    const known = sending.get(job.id);
    if (known) return known;
    const sent = sendWhileMoving(job, token).finally(() => sending.delete(job.id));
    sending.set(job.id, sent);
    return sent;
  }

  const mayGoOn = (job: UploadJob) => !paused.has(job.id) && (!deps.allowed || deps.allowed());

  /**
   * Runs after run while the upload moves forward; null (the runner's backoff) when a run moved
   * nothing and none before it in this send did, or after `IDLE_RUNS` runs in a row that moved
   * nothing (a network that drops every few seconds also cuts some runs before their first byte).
   */
  async function sendWhileMoving(job: UploadJob, token: string): Promise<Response | null> {
    let moved = false;
    let idle = 0;
    for (;;) {
      if (paused.has(job.id)) {
        setUploadProgress(job.id, { name: job.name, total: job.blob.size, status: 'paused' });
        return null;
      }
      if (deps.allowed && !deps.allowed()) {
        setUploadProgress(job.id, { name: job.name, total: job.blob.size, status: 'waiting', reason: 'wifi' });
        return null;
      }
      const stopsBefore = stops;
      const current = run(job, token);
      running.set(job.id, current);
      let res: Response | null;
      try {
        res = await current.done;
      } finally {
        running.delete(job.id);
      }
      if (res?.ok) setUploadProgress(job.id, { loaded: job.blob.size, status: 'done' });
      else if (res) setUploadProgress(job.id, { status: 'failed' });
      if (res) return res;
      // Shown from where it goes on: the server's offset (with what it kept of a cut chunk), else
      // the last chunk it acknowledged (no answer: the network is down).
      const url = current.upload.url;
      const loaded = (url ? await serverOffset(url, token) : undefined) ?? current.acknowledged();
      setUploadProgress(job.id, { ...(loaded === undefined ? {} : { loaded }), status: paused.has(job.id) ? 'paused' : 'waiting' });
      if (current.sent() >= PROGRESS_BYTES) [moved, idle] = [true, 0];
      else if (!moved || ++idle > IDLE_RUNS) return null;
      if (stops !== stopsBefore || !mayGoOn(job)) return null;
      // 1 s after progress, then 2 s, 4 s… while runs move nothing.
      await new Promise((resolve) => setTimeout(resolve, (deps.afterProgressMs ?? 1000) * 2 ** idle));
      if (stops !== stopsBefore) return null;
    }
  }

  /** Stops every upload in flight (the network dropped: they go on from the server's offset later). */
  function stopAll(): void {
    stops += 1;
    for (const entry of running.values()) entry.stop();
  }

  /** Holds an upload where it is until `resume`. */
  function pause(id: string): void {
    paused.add(id);
    running.get(id)?.stop();
    setUploadProgress(id, { status: 'paused' });
  }

  function resume(id: string): void {
    paused.delete(id);
    setUploadProgress(id, { status: 'waiting' });
  }

  /** Stops an upload and deletes what the server holds of it (tus termination). */
  async function cancel(job: Pick<UploadJob, 'id' | 'userId' | 'blob'>, token: string): Promise<void> {
    running.get(job.id)?.stop();
    paused.delete(job.id);
    const fingerprint = fingerprintOf(job);
    const stored = await deps.db.tusUploads.where('fingerprint').equals(fingerprint).toArray();
    for (const row of stored) {
      if (!row.uploadUrl) continue;
      await call('DELETE', row.uploadUrl, token, { 'Tus-Resumable': '1.0.0' });
    }
    await forgetUploadUrls(deps.db, fingerprint);
    dropUploadProgress(job.id);
  }

  return { send, stopAll, pause, resume, cancel };
}

export type Uploader = ReturnType<typeof createUploader>;
