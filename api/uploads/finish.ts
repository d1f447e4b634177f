import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { commitUploads } from '../media/commit.ts';
import { detect, probe, SNIFF_BYTES } from '../media/probe.ts';
import { findFileRow, toFile } from '../repositories/files.ts';
import { claimFinish, deleteUpload, findUpload, markFinished, releaseFinish, staleUploads, type UploadRow } from '../repositories/uploads.ts';
import { MAX_BYTES_BY_KIND, type StoredFile } from '../schemas/file.ts';
import { deleteLapsedLocks } from './db-locker.ts';
import { uploadsOf } from './tus.ts';

const notFound = () => new ApiError(404, 'upload_not_found', 'No such upload.');

/**
 * How long an instance's claim on finishing an upload holds: longer than checking and storing the
 * largest upload (30 MB) takes; a claim of a crashed instance lapses after it.
 */
export const FINISH_CLAIM_MS = 5 * 60_000;
/** How long a finish waits for another instance's run of the same finish before answering 503. */
export const FINISH_WAIT_MS = 20_000;

/** The File of a finished upload (finishing again answers it, nothing is done twice). */
async function finishedFile(deps: AppDeps, row: UploadRow): Promise<{ file: StoredFile; created: boolean }> {
  const file = await findFileRow(deps.db, row.file_id);
  if (!file) throw new ApiError(410, 'upload_gone', 'This upload was finished, and its file has since been deleted.');
  return { file: toFile(file), created: false };
}

/**
 * Another instance is finishing this upload (the same call sent twice, through two instances):
 * waits for its File. Its refusal deletes the upload (404 here); if its claim lapses (it died), this
 * call takes the finish over.
 */
async function awaitOtherFinish(deps: AppDeps, userId: string, id: string): Promise<{ file: StoredFile; created: boolean }> {
  const started = Date.now();
  while (Date.now() - started < FINISH_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await findUpload(deps.db, id);
    if (!row) throw notFound();
    if (row.finished_at) return finishedFile(deps, row);
    if (!row.finishing_until || row.finishing_until <= deps.now().toISOString()) return finishOnce(deps, userId, id);
  }
  throw new ApiError(503, 'upload_finishing', 'This upload is still being finished. Try again in a moment.', undefined, undefined, { 'Retry-After': '5' });
}
/** Finishes running in this app (one per instance; tests make several), by `user:upload`. */
const runningByApp = new WeakMap<AppDeps, Map<string, Promise<{ file: StoredFile; created: boolean }>>>();

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function finishOnce(deps: AppDeps, userId: string, id: string): Promise<{ file: StoredFile; created: boolean }> {
  const row = await findUpload(deps.db, id);
  if (!row || row.owner_id !== userId) throw notFound();
  // Finished before (the answer was lost): the same File again, nothing done twice.
  if (row.finished_at) return finishedFile(deps, row);
  const at = deps.now();
  const until = new Date(at.getTime() + FINISH_CLAIM_MS).toISOString();
  if (!(await claimFinish(deps.db, id, at.toISOString(), until))) return awaitOtherFinish(deps, userId, id);
  try {
    return await finishClaimed(deps, userId, id, row);
  } catch (error) {
    await releaseFinish(deps.db, id);
    throw error;
  }
}

/** The finish itself, once this instance holds the claim. */
async function finishClaimed(deps: AppDeps, userId: string, id: string, row: UploadRow): Promise<{ file: StoredFile; created: boolean }> {
  const { backend } = await uploadsOf(deps);
  const upload = await backend.store.getUpload(id).catch(() => {
    throw notFound();
  });
  if (upload.offset !== upload.size) {
    throw new ApiError(409, 'upload_incomplete', `The upload holds ${upload.offset} of its ${row.size} bytes: send the rest first.`, undefined, { offset: upload.offset });
  }
  const path = await backend.localCopy(id);
  try {
    const detected = await detect(await backend.readHead(id, SNIFF_BYTES), row.declared_type, row.name);
    // The bytes received (before an image is re-encoded) identify the same file sent again.
    const sha256 = await sha256Of(path);
    const probed = await probe(path, detected, row.name);
    // A WebM or MP4 received under video's limit may turn out to be sound only.
    if (row.size > MAX_BYTES_BY_KIND[probed.kind]) {
      throw new ApiError(413, 'file_too_large', `"${row.name}" is larger than the ${MAX_BYTES_BY_KIND[probed.kind] / (1024 * 1024)} MB allowed for ${probed.kind} files.`);
    }
    const staged = {
      tempPath: path,
      label: row.name,
      ext: probed.ext,
      mime: probed.mime,
      kind: probed.kind,
      size: probed.size,
      sha256,
      durationSeconds: probed.durationSeconds,
    };
    const [result] = await commitUploads(deps, userId, [{ id: row.file_id, staged }]);
    await markFinished(deps.db, id, deps.now().toISOString());
    await backend.discard(id);
    return result!;
  } catch (error) {
    // Refused content, or an id taken by other bytes: the upload ends here, never as a file.
    if (error instanceof ApiError) {
      await backend.discard(id);
      await deleteUpload(deps.db, id);
    }
    throw error;
  } finally {
    await backend.releaseCopy(path);
  }
}

/**
 * `POST /api/uploads/:id/finish`: proves a complete upload with the same checks as `POST /api/files`
 * (type from the bytes, whole file parsed, per-kind limit) and turns it into the File the device
 * named in `fileId`. Idempotent: finishing again answers the same File. Calls for one upload at the
 * same time share one run.
 */
export function finishUpload(deps: AppDeps, userId: string, id: string): Promise<{ file: StoredFile; created: boolean }> {
  const key = `${userId}:${id}`;
  let running = runningByApp.get(deps);
  if (!running) runningByApp.set(deps, (running = new Map()));
  const known = running.get(key);
  if (known) return known;
  const run = finishOnce(deps, userId, id).finally(() => running.delete(key));
  running.set(key, run);
  return run;
}

/**
 * Deletes uploads abandoned for longer than the expiry (their bytes and record), and forgets
 * finished ones as old. Maintenance calls it every hour. Returns how many unfinished ones went.
 */
export async function expireUploads(deps: AppDeps, expiryMs: number): Promise<number> {
  const before = new Date(deps.now().getTime() - expiryMs).toISOString();
  let expired = 0;
  for (const row of await staleUploads(deps.db, before)) {
    if (!row.finished_at) {
      await (await uploadsOf(deps)).backend.discard(row.id);
      expired += 1;
    }
    await deleteUpload(deps.db, row.id);
  }
  // Locks are deleted when released; these are the ones of instances that died holding them.
  await deleteLapsedLocks(deps.db, new Date().toISOString());
  return expired;
}
