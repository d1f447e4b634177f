import type { TribesDb } from '#web/db/database.ts';
import { getDeviceId } from '#web/db/meta.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import type { BatchResponse } from '#api/schemas/batch.ts';
import { backoffDelay } from './backoff.ts';
import { batchItemOf, coalesceStored, markAttempts, responseOf, takeBatch } from './batch.ts';
import { classify, type Verdict } from './classify.ts';
import { pendingEntries, pickNext } from './outbox-queries.ts';
import { requestOf, type EntryRequest, type Unsendable } from './request-of.ts';
import { markAttempt, settleConflict, settleRejected, settleSuccess, settleSuccesses } from './settle.ts';
import type { SyncLock } from './sync-lock.ts';
import type { UploadJob } from './uploader.ts';

const UNSENDABLE: Record<Unsendable, string> = {
  file_missing: 'The file to upload is no longer on this device.',
  recording_missing: 'The file to upload is no longer on this device.',
};

/** Where the runner stands, for the sync indicator. */
export type SyncPhase = 'idle' | 'syncing' | 'waiting' | 'signed-out';

export interface SyncState {
  phase: SyncPhase;
  /** When the next attempt is due (phase `waiting`). */
  retryAt?: number;
}

/** The one `POST /api/batch` call of a batch of entries. */
interface BatchRequest {
  path: '/api/batch';
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** How a drain ended. */
export type DrainResult = 'done' | 'waiting' | 'signed-out';

/** Everything the runner touches, injected so tests can script the network. */
export interface SyncDeps {
  db: TribesDb;
  /** Sends a request to the API (`path` starts with `/api/`); rejects when the network fails. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** Sends a file through the resumable uploader (web/sync/uploader.ts); null when it did not get through. */
  upload: (job: UploadJob, token: string) => Promise<Response | null>;
  /** The signed-in user and access token, or null. */
  session: () => { userId: string; token: string } | null;
  /** Renews the access token once; false when it could not (offline, or the session ended). */
  refresh: () => Promise<boolean>;
  lock: SyncLock;
  random: () => number;
  now: () => number;
  /** Runs `task` after `ms`; returns a cancel function. */
  schedule: (task: () => void, ms: number) => () => void;
  /** After a drain leaves nothing pending (pull the server's state). */
  afterDrain?: (userId: string) => Promise<void>;
  onState?: (state: SyncState) => void;
  /** Entries per `POST /api/batch` (default `BATCH_SIZE`); 1 sends each entry alone (the bench's baseline). */
  batchSize?: number;
}

/**
 * The outbox drain of architecture.md §3, oldest first (uploads of files before the rows naming
 * them), each write with `Idempotency-Key: <deviceId>:<seq>`. Before each round the queue is
 * coalesced (`coalesce.ts`); uploads go alone, and runs of independent JSON writes go together in
 * `POST /api/batch` (`batch.ts`), each item keeping its own key and settled by its own answer. Network errors
 * and 5xx keep the entry and back off (exponential, jittered, capped); 401 refreshes the token
 * once and retries; 409 on an article keeps the local copy as a draft; other 4xx mark the entry
 * rejected and go on. Single flight: one drain per page, and the lock keeps tabs apart.
 */
export function createSyncRunner(deps: SyncDeps) {
  let running: Promise<DrainResult> | null = null;
  let again = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let retryAt: number | undefined;
  const setState = (state: SyncState) => deps.onState?.(state);

  /** `key` is the entry's `Idempotency-Key`; a batch has none (each item carries its own). */
  async function send(request: EntryRequest | BatchRequest, key: string | null, token: string, userId = ''): Promise<Response | null> {
    // Files go through the one uploader (resumable; idempotent by file id, so no key is needed).
    if ('upload' in request && request.upload) return deps.upload({ ...request.upload, userId }, token);
    try {
      return await deps.fetch(request.path, {
        method: request.method,
        headers: { ...request.headers, Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
        body: request.body,
      });
    } catch {
      return null;
    }
  }

  /** Sends one entry (refreshing the token once on 401) and sorts the answer. */
  async function attempt(entry: OutboxEntry, token: string, deviceId: string): Promise<Verdict | 'signed-out'> {
    const request = await requestOf(entry.op, deps.db);
    if (typeof request === 'string') return { kind: 'rejected', status: 0, code: request, message: UNSENDABLE[request] };
    const key = `${deviceId}:${entry.seq}`;
    await markAttempt(deps.db, entry.seq);
    let res = await send(request, key, token, entry.userId);
    if (res?.status === 401) {
      if (!(await deps.refresh())) return deps.session() ? { kind: 'transient' } : 'signed-out';
      const renewed = deps.session();
      if (!renewed) return 'signed-out';
      res = await send(request, key, renewed.token, entry.userId);
    }
    if (!res) return { kind: 'transient' };
    // The entry's attempts bound how long a key the server still calls in progress is waited for (issue #10).
    const verdict = await classify(res, entry.op.type === 'article.put', entry.attempts);
    // A fresh token refused again: leave the entry for later rather than loop.
    if (verdict.kind === 'unauthorized') return { kind: 'transient' };
    if (verdict.kind === 'ok') {
      const body = res.status === 204 ? null : await res.json().catch(() => null);
      await settleSuccess(deps.db, entry, body);
    }
    return verdict;
  }

  /** Settles a final verdict of one entry (success is settled where its body is read). */
  async function settleFinal(entry: OutboxEntry, verdict: Verdict): Promise<void> {
    if (verdict.kind === 'conflict') await settleConflict(deps.db, entry, verdict.message, verdict.current);
    else if (verdict.kind === 'rejected') {
      const { kind: _kind, ...error } = verdict;
      await settleRejected(deps.db, entry, error);
    }
  }

  /**
   * Sends independent entries in one `POST /api/batch` (each item with its own key and its own
   * answer, settled one by one as if sent alone). Answers the verdict that stops the drain (the
   * first item not final), `ok` when every item was final, or `single` when the server has no
   * batch endpoint (the head is then sent alone).
   */
  async function attemptBatch(entries: OutboxEntry[], token: string, deviceId: string): Promise<Verdict | 'signed-out' | 'single'> {
    const items = [];
    for (const entry of entries) items.push(batchItemOf((await requestOf(entry.op, deps.db)) as EntryRequest, `${deviceId}:${entry.seq}`));
    await markAttempts(
      deps.db,
      entries.map((e) => e.seq),
    );
    const request: BatchRequest = { path: '/api/batch', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ items }) };
    let res = await send(request, null, token);
    let results: BatchResponse['results'] | null = res?.status === 200 ? (((await res.json().catch(() => null)) as BatchResponse | null)?.results ?? null) : null;
    // A 401 on the call or on an item: renew once and send again (answered items replay their stored answer).
    if (res?.status === 401 || results?.at(-1)?.status === 401) {
      if (!(await deps.refresh())) return deps.session() ? { kind: 'transient' } : 'signed-out';
      const renewed = deps.session();
      if (!renewed) return 'signed-out';
      res = await send(request, null, renewed.token);
      results = res?.status === 200 ? (((await res.json().catch(() => null)) as BatchResponse | null)?.results ?? null) : null;
    }
    if (!res) return { kind: 'transient' };
    if (!results) {
      const verdict = await classify(res, false, entries[0]!.attempts + 1);
      if (verdict.kind === 'transient' || verdict.kind === 'unauthorized') return { kind: 'transient', retryAfterSeconds: verdict.kind === 'transient' ? verdict.retryAfterSeconds : undefined };
      return 'single';
    }
    let stop: Verdict = { kind: 'ok' };
    const applied: { entry: OutboxEntry; body: unknown }[] = [];
    // The tables `settleSuccesses` writes (meta: a recording's upload), or its nested transaction fails.
    await deps.db.transaction('rw', [deps.db.outbox, deps.db.files, deps.db.drafts, deps.db.articles, deps.db.meta], async () => {
      for (const [i, entry] of entries.entries()) {
        const result = results[i];
        if (!result) break;
        const verdict = await classify(responseOf(result), entry.op.type === 'article.put', entry.attempts + 1);
        if (verdict.kind === 'transient' || verdict.kind === 'unauthorized') {
          stop = { kind: 'transient', retryAfterSeconds: verdict.kind === 'transient' ? verdict.retryAfterSeconds : undefined };
          break;
        }
        if (verdict.kind === 'ok') applied.push({ entry, body: result.body });
        else await settleFinal(entry, verdict);
      }
      await settleSuccesses(deps.db, applied);
    });
    // Fewer answers than items with none of them stopping: the rest were not run; send them later.
    if (stop.kind === 'ok' && results.length < entries.length) return { kind: 'transient' };
    return stop;
  }

  async function drainQueue(): Promise<DrainResult> {
    const deviceId = await getDeviceId(deps.db);
    for (;;) {
      const session = deps.session();
      if (!session) return 'signed-out';
      const pending = await coalesceStored(deps.db, await pendingEntries(session.userId, deps.db));
      const entry = pickNext(pending);
      if (!entry) {
        failures = 0;
        await deps.afterDrain?.(session.userId).catch(() => undefined);
        return 'done';
      }
      setState({ phase: 'syncing' });
      const batch = entry === pending[0] ? takeBatch(pending, deps.batchSize) : [];
      let verdict = batch.length > 1 ? await attemptBatch(batch, session.token, deviceId) : 'single';
      if (verdict === 'single') {
        verdict = await attempt(entry, session.token, deviceId);
        if (verdict !== 'signed-out') await settleFinal(entry, verdict);
      }
      if (verdict === 'signed-out') return 'signed-out';
      if (verdict.kind === 'transient') {
        failures += 1;
        const delay = backoffDelay(failures, deps.random(), verdict.retryAfterSeconds);
        retryAt = deps.now() + delay;
        cancelRetry = deps.schedule(() => {
          cancelRetry = null;
          retryAt = undefined;
          void trigger();
        }, delay);
        return 'waiting';
      } else failures = 0;
    }
  }

  /**
   * Set by `wake` while a drain runs: the network came back (or the tab showed, or an entry was
   * queued) during that drain's attempt, maybe one already failing, such as a cut upload.
   */
  let woken = false;
  const forgetBackoff = () => {
    cancelRetry?.();
    cancelRetry = null;
    retryAt = undefined;
    failures = 0;
  };

  /** Drains now unless a drain runs (it will look again) or a backoff wait is pending. */
  function trigger(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    if (cancelRetry) return Promise.resolve('waiting');
    running = (async () => {
      let result: DrainResult;
      let more: boolean;
      do {
        again = false;
        woken = false;
        result = await deps.lock(drainQueue);
        // Woken during a round that then failed: the backoff that round scheduled is not to be
        // waited out (up to a minute, issue #25); one more round at once. Each wake buys one round,
        // so a wake while still offline costs one failed attempt, never a loop.
        if (woken && result === 'waiting') forgetBackoff();
        more = woken || (again && result === 'done');
      } while (more);
      return result;
    })()
      .catch((): DrainResult => 'waiting')
      .finally(() => {
        running = null;
        setState(cancelRetry ? { phase: 'waiting', retryAt } : { phase: deps.session() ? 'idle' : 'signed-out' });
      });
    return running;
  }

  /**
   * The network is back, the tab is shown, an entry was queued or the user asked: forget the
   * backoff and drain now; during a drain, go again as soon as it ends, even if it failed.
   */
  function wake(): Promise<DrainResult> {
    forgetBackoff();
    if (running) woken = true;
    return trigger();
  }

  /**
   * Something new to send (an entry queued): a backoff wait is not waited out, but a drain under
   * way only looks again once done, as `trigger` (its own work queues entries: a wake there could
   * keep a failing drain going round).
   */
  function nudge(): Promise<DrainResult> {
    return running ? trigger() : wake();
  }

  return { trigger, wake, nudge };
}

export type SyncRunner = ReturnType<typeof createSyncRunner>;
