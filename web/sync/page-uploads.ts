import { atom } from 'jotai';
import { db } from '#web/db/database.ts';
import { localFile } from '#web/db/local-files.ts';
import { uploadIdOf } from '#web/db/operations.ts';
import { recordingBlob } from '#web/db/recordings.ts';
import { appStore } from '#web/lib/app-store.ts';
import { currentSession } from '#web/lib/session.ts';
import { dropRecording, queueUploadNow } from './draft-media.ts';
import { discardEntry, retryEntry } from './outbox.ts';
import { mayUseNetwork, onConnectionChange } from './network-policy.ts';
import { isNamedByQueued, isUploadQueued } from './outbox-queries.ts';
import { setUploadProgress, uploadsAtom } from './upload-progress.ts';
import { createUploader, type Uploader, type UploaderDeps } from './uploader.ts';

/** "Upload only on Wi-Fi": kept on the device (localStorage), read by the uploader before each start. */
const WIFI_ONLY_KEY = 'tribes.uploads.wifiOnly';

export const wifiOnlyAtom = atom(typeof localStorage !== 'undefined' && localStorage.getItem(WIFI_ONLY_KEY) === '1');

export function setWifiOnly(on: boolean): void {
  localStorage.setItem(WIFI_ONLY_KEY, on ? '1' : '0');
  appStore.set(wifiOnlyAtom, on);
  if (!on) wakeUploads();
}

/**
 * Uploads may start now, by the one "Wi-Fi only" policy (network-policy.ts). Uploads have no "I am
 * on Wi-Fi now" switch: where the browser cannot tell the network, the setting holds every upload
 * until the author turns it off (a plain "hold uploads" toggle).
 */
export function uploadsAllowed(): boolean {
  return mayUseNetwork({ wifiOnly: appStore.get(wifiOnlyAtom), onWifiNow: false });
}

let uploader: Uploader | null = null;
let httpStack: UploaderDeps['httpStack'];
let wake: () => void = () => undefined;

/** The page's one uploader (the sync runner sends every file through it). */
export function pageUploader(onWake?: () => void): Uploader {
  if (onWake) {
    wake = onWake;
    onConnectionChange(() => wakeUploads());
  }
  uploader ??= createUploader({ db, httpStack, allowed: uploadsAllowed });
  return uploader;
}

/** Tests replace the network under the uploader (a scripted tus server); undefined restores the browser's. */
export function setUploadHttpStack(stack: UploaderDeps['httpStack']): void {
  httpStack = stack;
  uploader = null;
}

function wakeUploads(): void {
  wake();
}

/** Sends a file of the editor now (queued in the outbox, sent by the uploader): picked or recorded. */
export function requestUpload(id: string): void {
  const userId = currentSession()?.user.id;
  if (!userId) return;
  if (!appStore.get(uploadsAtom)[id]) setUploadProgress(id, { status: 'queued' });
  void queueUploadNow(userId, id);
}

/** The outbox entry uploading a file, if any. */
async function entryOf(id: string) {
  return db.outbox.filter((e) => uploadIdOf(e.op) === id).first();
}

export function pauseUpload(id: string): void {
  uploader?.pause(id);
}

export function resumeUpload(id: string): void {
  uploader?.resume(id);
  wakeUploads();
}

/** Sends again an upload the server refused or the user cancelled. */
export async function retryUpload(id: string): Promise<void> {
  const entry = await entryOf(id);
  if (entry?.status === 'rejected') await retryEntry(entry.seq);
  else requestUpload(id);
}

/**
 * Cancels an upload: stops it, deletes what the server received, and drops its outbox entry. An
 * article that names the file cannot be published until it is uploaded again (retry) or removed.
 */
export async function cancelUpload(id: string): Promise<void> {
  const session = currentSession();
  const blob = (await localFile(id))?.blob ?? (await recordingBlob(id));
  if (session && blob && uploader) await uploader.cancel({ id, userId: session.user.id, blob }, session.tokenInfo.token);
  const entry = await entryOf(id);
  if (entry) await discardEntry(entry.seq);
}

/**
 * Forgets a take that was appended into a new recording: its upload, queued when it was recorded,
 * is cancelled (and what the server received deleted) unless a queued publish still names it;
 * then its chunks go, unless an upload still needs them.
 */
export async function dropJoinedTake(id: string): Promise<void> {
  if ((await isUploadQueued(id)) && !(await isNamedByQueued(id))) await cancelUpload(id);
  await dropRecording(id);
}
