import { atom } from 'jotai';
import { appStore } from '../../lib/app-store.ts';
import type { StringKey, WithValues } from '../../lib/string-keys.ts';

/** Toasts last 3 s (spec §9). */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** The string's key, translated as shown: a language switch while it is up translates it again. */
  key: StringKey;
  /** Its `{{placeholder}}` values. */
  values?: Record<string, string | number>;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/**
 * Shows a toast for 3 s; usable outside React (sync runner, API errors). A key whose string has
 * placeholders takes their values before the kind (`showToast('collections.added', { name },
 * 'success')`): typecheck refuses the call without them (issue #25).
 */
export function showToast<K extends StringKey>(key: K, ...args: WithValues<K, [kind?: ToastKind]>): void {
  const [first, second] = args as [unknown, unknown];
  const values = typeof first === 'object' && first !== null ? (first as Record<string, string | number>) : undefined;
  const kind = ((values ? second : first) as ToastKind | undefined) ?? 'info';
  const toast: Toast = { id: nextId++, kind, key, ...(values ? { values } : {}) };
  appStore.set(toastsAtom, (list) => [...list, toast]);
  setTimeout(() => appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== toast.id)), TOAST_DURATION_MS);
}
