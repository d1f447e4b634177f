import { atom } from 'jotai';
import { appStore } from '../../lib/app-store.ts';

/** Toasts last 3 s (spec §9). */
export const TOAST_DURATION_MS = 3000;

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** i18n key or plain text. */
  message: string;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast for 3 s; usable outside React (sync runner, API errors). */
export function showToast(message: string, kind: Toast['kind'] = 'info'): void {
  const toast = { id: nextId++, kind, message };
  appStore.set(toastsAtom, (list) => [...list, toast]);
  setTimeout(() => appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== toast.id)), TOAST_DURATION_MS);
}
