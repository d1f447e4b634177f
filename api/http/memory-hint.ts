import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Large request bodies arrive as 64 KB socket buffers that are garbage as soon as they are on disk,
 * but V8 only collects them once their external memory passes its own limit (tens of MB): a first
 * 30 MB upload grew the process by ~28 MB of dead buffers (issue #11). A young-generation collection
 * (a scavenge, about a millisecond) every `RECLAIM_EVERY_BYTES` frees them as we go.
 */
export const RECLAIM_EVERY_BYTES = 4 * 1024 * 1024;

type Gc = (options: { type: 'minor'; execution: 'sync' }) => void;

let gc: Gc | null | undefined;

/** V8's collector, exposed on first use (not at import: only a process that receives uploads needs it). */
function collector(): Gc | null {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as Gc;
    } catch {
      gc = null;
    }
  }
  return gc;
}

let sinceLast = 0;

/** Counts `bytes` received and collects young garbage once enough has gone through. */
export function noteBytesReceived(bytes: number): void {
  sinceLast += bytes;
  if (sinceLast < RECLAIM_EVERY_BYTES) return;
  sinceLast = 0;
  collector()?.({ type: 'minor', execution: 'sync' });
}
