/** The device refused to store more (quota reached). Nothing already stored was lost. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
}

/** Whether an error (from IndexedDB, Dexie or the Cache API) means the storage quota is reached. */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown } | undefined, depth = 0; e && depth < 4; e = e.inner as typeof e, depth++) {
    if (e.name === 'QuotaExceededError' || e.name === 'StorageFullError') return true;
  }
  return false;
}
