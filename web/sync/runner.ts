import type { TribesDb } from '#web/db/database.ts';
import { getDeviceId } from '#web/db/meta.ts';
import type { OutboxEntry } from '#web/db/rows.ts';
import { backoffDelay } from './backoff.ts';
import { classify, type Verdict } from './classify.ts';
import { pendingEntries, pickNext } from './outbox-queries.ts';
import { requestOf, type EntryRequest, type Unsendable } from './request-of.ts';
import { markAttempt, settleConflict, settleRejected, settleSuccess } from './settle.ts';
import type { SyncLock } from './sync-lock.ts';
import type { UploadJob } from './uploader.ts';

const UNSENDABLE: Record<Unsendable, string> = {
  file_missing: 'The file to upload is no longer on this device.',
  recording_missing: 'The file to upload is no longer on this device.',
  unknown_operation: 'This change was made by an older version of the app and cannot be sent.',
};

/** Where the runner stands, for the sync indicator. */
export type SyncPhase = 'idle' | 'syncing' | 'waiting' | 'signed-out';

export interface SyncState {
  phase: SyncPhase;
  /** When the next attempt is due (phase `waiting`). */
  retryAt?: number;
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
}

/**
 * The outbox drain of architecture.md §3: one at a time, oldest first (uploads of files before
 * the rows naming them), each request with `Idempotency-Key: <deviceId>:<seq>`. Network errors
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

  async function send(request: EntryRequest, key: string, token: string, userId: string): Promise<Response | null> {
    // Files go through the one uploader (resumable; idempotent by file id, so no key is needed).
    if (request.upload) return deps.upload({ ...request.upload, userId }, token);
    try {
      return await deps.fetch(request.path, {
        method: request.method,
        headers: { ...request.headers, Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
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

  async function drainQueue(): Promise<DrainResult> {
    const deviceId = await getDeviceId(deps.db);
    for (;;) {
      const session = deps.session();
      if (!session) return 'signed-out';
      const entry = pickNext(await pendingEntries(session.userId, deps.db));
      if (!entry) {
        failures = 0;
        await deps.afterDrain?.(session.userId).catch(() => undefined);
        return 'done';
      }
      setState({ phase: 'syncing' });
      const verdict = await attempt(entry, session.token, deviceId);
      if (verdict === 'signed-out') return 'signed-out';
      if (verdict.kind === 'conflict') await settleConflict(deps.db, entry, verdict.message, verdict.current);
      else if (verdict.kind === 'rejected') await settleRejected(deps.db, entry, { status: verdict.status, code: verdict.code, message: verdict.message });
      else if (verdict.kind === 'transient') {
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

  /** Drains now unless a drain runs (it will look again) or a backoff wait is pending. */
  function trigger(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    if (cancelRetry) return Promise.resolve('waiting');
    running = (async () => {
      let result: DrainResult;
      do {
        again = false;
        result = await deps.lock(drainQueue);
      } while (again && result === 'done');
      return result;
    })()
      .catch((): DrainResult => 'waiting')
      .finally(() => {
        running = null;
        setState(cancelRetry ? { phase: 'waiting', retryAt } : { phase: deps.session() ? 'idle' : 'signed-out' });
      });
    return running;
  }

  /** The network is back (or the user asked): forget the backoff and drain now. */
  function wake(): Promise<DrainResult> {
    cancelRetry?.();
    cancelRetry = null;
    retryAt = undefined;
    failures = 0;
    return trigger();
  }

  return { trigger, wake };
}

export type SyncRunner = ReturnType<typeof createSyncRunner>;
