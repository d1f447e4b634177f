/** Space the app uses on this device and what the browser allows (bytes), when the browser says. */
export interface StorageEstimate {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** `navigator.storage.estimate()` and `persisted()`, or null where the Storage API is missing. */
export async function estimateStorage(): Promise<StorageEstimate | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { usage, quota, persisted };
}

/**
 * Asks the browser to keep this site's data under storage pressure (architecture.md §5). Called
 * when the reader keeps something offline; resolves to whether the data is now persistent.
 */
export async function requestPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.()) return true;
  return storage.persist().catch(() => false);
}
