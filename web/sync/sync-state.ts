import { atom } from 'jotai';
import type { SyncState } from './runner.ts';

/** The runner's state (idle, syncing, waiting for a retry, signed out), for the sync indicator. */
export const syncStateAtom = atom<SyncState>({ phase: 'idle' });
