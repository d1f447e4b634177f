import { atom } from 'jotai';
import type { StoredFile } from '#api/schemas/file.ts';
import type { Message } from '#web/components/form-message.tsx';
import { db } from '#web/db/database.ts';
import { recordingBlob, recordingSession } from '#web/db/recordings.ts';
import { refreshSession } from '#web/lib/api-client.ts';
import { appStore } from '#web/lib/app-store.ts';
import { currentSession } from '#web/lib/session.ts';
import { recordingFileName, settleEditorUpload } from './draft-media.ts';
import { xhrTransport, type UploadAnswer, type UploadTransport } from './upload-transport.ts';

/**
 * The editor's own uploads (`PUT /api/files/:id` with a progress bar per file), beside the outbox:
 * a file picked in the editor starts uploading at once; publishing later queues only what is still
 * missing. Upload state (`uploadsAtom`) belongs to web/sync with the rest of the write core.
 */

/** Where one file's upload stands, for its progress bar. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** `waiting`: no network (or the server is busy); it starts again on its own. */
  status: 'queued' | 'uploading' | 'waiting' | 'done' | 'failed';
  error?: Message;
}

export const uploadsAtom = atom<Record<string, UploadProgress>>({});

const MAX_PARALLEL = 2;
const RETRY_MS = 15_000;
let transport: UploadTransport = xhrTransport;
const queue: string[] = [];
const active = new Set<string>();
const waiting = new Set<string>();
const inFlight = new Map<string, AbortController>();

/** Tests replace the network (and forget uploads in flight on the old one). */
export function setUploadTransport(next: UploadTransport): void {
  transport = next;
  queue.length = 0;
  active.clear();
  waiting.clear();
  inFlight.clear();
}

function setProgress(id: string, patch: Partial<UploadProgress>): void {
  appStore.set(uploadsAtom, (all) => ({ ...all, [id]: { loaded: 0, total: 0, status: 'queued', ...all[id], ...patch } }));
}

interface Source {
  blob: Blob;
  name: string;
  mime: string;
  uploaded?: StoredFile;
}

/** The bytes to send: a picked file, or a stopped recording assembled from its chunks. */
async function sourceOf(id: string): Promise<Source | undefined> {
  const file = await db.files.get(id);
  if (file) return { blob: file.blob, name: file.name, mime: file.mime, uploaded: file.uploaded };
  const session = await recordingSession(id);
  const blob = session && session.state === 'stopped' ? await recordingBlob(id) : undefined;
  if (!session || !blob) return undefined;
  const draft = await db.drafts.get(session.draftId);
  return { blob, name: recordingFileName(draft?.input.title ?? '', session.mime), mime: session.mime, uploaded: session.uploaded };
}

async function send(id: string, source: Source): Promise<UploadAnswer> {
  const controller = new AbortController();
  inFlight.set(id, controller);
  const put = (token: string | undefined) =>
    transport({
      signal: controller.signal,
      path: `/api/files/${id}`,
      blob: source.blob,
      headers: { 'Content-Type': source.mime, 'X-File-Name': encodeURIComponent(source.name), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      onProgress: (loaded, total) => setProgress(id, { loaded, total, status: 'uploading' }),
    });
  try {
    const answer = await put(currentSession()?.tokenInfo.token);
    if (answer.kind === 'answer' && answer.status === 401 && (await refreshSession())) return await put(currentSession()?.tokenInfo.token);
    return answer;
  } finally {
    inFlight.delete(id);
  }
}

function retryLater(id: string): void {
  waiting.add(id);
  setProgress(id, { status: 'waiting' });
  setTimeout(() => wake([id]), RETRY_MS);
}

async function run(id: string): Promise<void> {
  const source = await sourceOf(id);
  if (!source) return void appStore.set(uploadsAtom, ({ [id]: _gone, ...rest }) => rest);
  if (source.uploaded) return setProgress(id, { loaded: source.blob.size, total: source.blob.size, status: 'done' });
  if (typeof navigator !== 'undefined' && !navigator.onLine) return retryLater(id);
  setProgress(id, { loaded: 0, total: source.blob.size, status: 'uploading', error: undefined });
  const answer = await send(id, source);
  if (answer.kind === 'network' || answer.status >= 500 || answer.status === 429 || answer.status === 401) return retryLater(id);
  if (answer.status >= 200 && answer.status < 300) {
    await settleEditorUpload(id, answer.body as StoredFile);
    return setProgress(id, { loaded: source.blob.size, total: source.blob.size, status: 'done' });
  }
  const error = (answer.body as { error?: { code?: string; message?: string } } | null)?.error;
  setProgress(id, { status: 'failed', error: { key: `errors.${error?.code ?? 'unknown'}`, fallback: error?.message } });
}

function pump(): void {
  while (active.size < MAX_PARALLEL && queue.length > 0) {
    const id = queue.shift()!;
    active.add(id);
    void run(id)
      .catch(() => retryLater(id))
      .finally(() => {
        active.delete(id);
        pump();
      });
  }
}

/**
 * Uploads a file of the editor now (`PUT /api/files/:id`, with a progress bar), unless it is on
 * the server already or on its way. With no network it waits and starts again when the network
 * returns; the server keeps one copy per id, so sending again is harmless.
 */
export function requestUpload(id: string): void {
  const state = appStore.get(uploadsAtom)[id];
  if (active.has(id) || queue.includes(id) || waiting.has(id) || state?.status === 'done') return;
  setProgress(id, { status: 'queued', error: undefined });
  queue.push(id);
  pump();
}

function wake(ids: Iterable<string> = [...waiting]): void {
  for (const id of ids) {
    if (!waiting.delete(id)) continue;
    queue.push(id);
  }
  pump();
}

/**
 * Follows the network for the editor's uploads (boot calls it once): waiting uploads start again
 * on `online`; on `offline` uploads in flight stop at once (a dropped network can leave one hanging
 * until TCP gives up) and wait. Returns the function that stops listening.
 */
export function startUploads(): () => void {
  const online = () => wake();
  const offline = () => inFlight.forEach((controller) => controller.abort());
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
