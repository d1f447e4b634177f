import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ArticleRow, CollectionRow, DownloadRow, DraftRow, FileRow, MetaRow, OfflineSetRow, OutboxEntry, ProgressRow, RecordingChunkRow, ThreadRow, TusUploadRow } from './local-rows.ts';
import { endImportTask } from '#web/lib/main-thread.ts';
import { DB_VERSIONS, type DbVersion } from './versions.ts';

// Dexie's code and the app's database modules (this one on) evaluate in two tasks, not one: the
// local-data chunk took a single task of ~40 ms on a slow machine, ~160 ms on a phone (issue #11).
// Not in the server's build: there a module that awaits would not be ready when a page renders.
// `?.`: run outside Vite (the bench, under tsx), `import.meta.env` is undefined.
if (!import.meta.env?.SSR) await endImportTask();

/** Name of the IndexedDB database on the device. */
export const DB_NAME = 'tribes';

/**
 * The device's local database (architecture.md, "Data that lives where"): one typed Dexie
 * database holding what must work with no network.
 */
export class TribesDb extends Dexie {
  articles!: EntityTable<ArticleRow, 'id'>;
  collections!: EntityTable<CollectionRow, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  recordings!: Table<RecordingChunkRow, [string, number]>;
  files!: EntityTable<FileRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  offlineSets!: EntityTable<OfflineSetRow, 'key'>;
  downloadQueue!: EntityTable<DownloadRow, 'url'>;
  meta!: EntityTable<MetaRow, 'key'>;
  progress!: Table<ProgressRow, [string, string]>;
  tusUploads!: EntityTable<TusUploadRow, 'key'>;
  threads!: EntityTable<ThreadRow, 'articleId'>;

  /** `versions` is the history to declare (the full one by default; tests open older states). */
  constructor(name = DB_NAME, versions: readonly DbVersion[] = DB_VERSIONS) {
    super(name);
    for (const step of versions) this.declare(step);
  }

  /** Declares the next step of the history: its stores, and its upgrade if it has one. */
  declare(step: DbVersion): void {
    const declared = this.version(step.version).stores(step.stores);
    if (step.upgrade) declared.upgrade(step.upgrade);
  }
}

/**
 * The page's database. Its history is declared one step per task: at each step Dexie parses every
 * step declared so far again and rebuilds the tables' API, and the whole history in one task took
 * ~22 ms on a slow machine, ~90 ms on a phone (issue #11). This module awaits at its top level, so
 * every module that imports it runs once the history is complete, never a query before.
 */
export const db = new TribesDb(DB_NAME, []);
for (const step of DB_VERSIONS) {
  db.declare(step);
  if (!import.meta.env?.SSR) await endImportTask();
}
