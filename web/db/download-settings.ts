import { db as defaultDb, type TribesDb } from './database.ts';
import { getMeta, setMeta } from './meta.ts';

const MB = 1024 * 1024;

/**
 * Caps the reader can choose in the Downloads view (bytes); `null` is "no cap". In steps of 1024,
 * as `formatBytes` counts, so each reads as a round "500 MB", "1 GB"…
 */
export const STORAGE_CAPS = [500 * MB, 1024 * MB, 2048 * MB, 5120 * MB, null] as const;

/** The reader's choices for offline downloads (issue 12), kept in `meta` on this device. */
export interface DownloadSettings {
  /** Most bytes kept media may take; `null` for no cap. */
  capBytes: number | null;
  /** Free finished episodes and read articles by themselves. */
  autoRemoveFinished: boolean;
  /** Download only on Wi-Fi (or, where the browser cannot tell, only while the reader says so). */
  wifiOnly: boolean;
  /** Where the browser cannot tell the connection: the reader's own switch "I am on Wi-Fi now". */
  onWifiNow: boolean;
}

/** What a device starts with: no cap, nothing removed by itself, any connection. */
export const DEFAULT_DOWNLOAD_SETTINGS: DownloadSettings = { capBytes: null, autoRemoveFinished: false, wifiOnly: false, onWifiNow: false };

const SETTINGS_KEY = 'downloads.settings';
const PERSISTED_KEY = 'downloads.persisted';

/**
 * The caps a device saved before they counted in steps of 1024 (issue #26, one `formatBytes`):
 * 500,000,000 for "500 MB" and so on. Read as they were, they would match no option and leave the
 * Downloads view with nothing chosen; each reads as the option the reader picked.
 */
const DECIMAL_CAPS = new Map<number, number>([
  [500e6, 500 * MB],
  [1e9, 1024 * MB],
  [2e9, 2048 * MB],
  [5e9, 5120 * MB],
]);

/** The offered cap a saved cap stands for: itself, unless it is one of the decimal caps of old. */
export const offeredCap = (capBytes: number | null): number | null => (capBytes === null ? null : (DECIMAL_CAPS.get(capBytes) ?? capBytes));

/** The reader's download settings (defaults for anything never set). */
export async function downloadSettings(database: TribesDb = defaultDb): Promise<DownloadSettings> {
  const settings = { ...DEFAULT_DOWNLOAD_SETTINGS, ...(await getMeta<Partial<DownloadSettings>>(SETTINGS_KEY, database)) };
  return { ...settings, capBytes: offeredCap(settings.capBytes) };
}

/** Changes some download settings, keeping the others. */
export async function saveDownloadSettings(patch: Partial<DownloadSettings>, database: TribesDb = defaultDb): Promise<DownloadSettings> {
  return database.transaction('rw', database.meta, async () => {
    const next = { ...(await downloadSettings(database)), ...patch };
    await setMeta(SETTINGS_KEY, next, database);
    return next;
  });
}

/** The browser's answer to `navigator.storage.persist()` at the first download, and when. */
export interface PersistenceAnswer {
  granted: boolean;
  at: number;
}

/** The persistence answer recorded at the first download (undefined before any download). */
export async function persistenceAnswer(database: TribesDb = defaultDb): Promise<PersistenceAnswer | undefined> {
  return getMeta<PersistenceAnswer>(PERSISTED_KEY, database);
}

/** Records the browser's persistence answer. */
export async function savePersistenceAnswer(granted: boolean, database: TribesDb = defaultDb): Promise<void> {
  await setMeta(PERSISTED_KEY, { granted, at: Date.now() } satisfies PersistenceAnswer, database);
}
