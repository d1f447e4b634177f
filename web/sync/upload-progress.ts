import { atom } from 'jotai';
import type { Message } from '#web/components/form-message.tsx';
import { appStore } from '#web/lib/app-store.ts';

/**
 * Where one file's upload stands, for every place that shows it (editor tile, drafts, the sync
 * panel). `waiting`: no network, the server is busy, or (Wi-Fi only) not on Wi-Fi; it goes on by
 * itself. `paused`: the user paused it. `queued`: its turn has not come (one upload at a time).
 */
export interface UploadProgress {
  name: string;
  loaded: number;
  total: number;
  status: 'queued' | 'uploading' | 'waiting' | 'paused' | 'done' | 'failed';
  /** Why it waits (`wifi`) or failed (the server's refusal). */
  reason?: 'wifi';
  error?: Message;
}

/** Every upload of this page by file id. */
export const uploadsAtom = atom<Record<string, UploadProgress>>({});

/** Updates one upload's progress. */
export function setUploadProgress(id: string, patch: Partial<UploadProgress>): void {
  appStore.set(uploadsAtom, (all) => ({ ...all, [id]: { name: '', loaded: 0, total: 0, status: 'uploading', ...all[id], ...patch } }));
}

/** Forgets an upload (cancelled, or its file is gone). */
export function dropUploadProgress(id: string): void {
  appStore.set(uploadsAtom, ({ [id]: _gone, ...rest }) => rest);
}
