import type { Transaction } from 'dexie';

/**
 * One step of the local database's history, kept like server migrations: a step, once shipped,
 * is frozen (devices in the field are at any earlier version and Dexie replays the steps after
 * theirs). Change the schema only by appending a step.
 */
export interface DbVersion {
  version: number;
  /** Dexie store declarations: primary key first, then indexes (`*` multi-entry, `[a+b]` compound). */
  stores: Record<string, string | null>;
  /** Rewrites existing rows for this step (runs once, inside the upgrade transaction). */
  upgrade?: (tx: Transaction) => Promise<void>;
  /** Why this step exists. */
  why: string;
}

/** Lowercase, accents removed: what offline search compares (`é` finds `e`, `É` finds `e`). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The folded search text version 2 stored on each kept article (frozen with that step; version 11
 * drops it, the MiniSearch index of `kept-search.ts` replaces it).
 */
function searchTextOf(detail: { article: { title: string; subTitle: string; content: string; tags: string[]; sections: { heading: string; content: string }[] } }): string {
  const a = detail.article;
  const parts = [a.title, a.subTitle, a.content, ...a.sections.flatMap((s) => [s.heading, s.content]), ...a.tags];
  return foldText(parts.join('\n'));
}

/** The database's history, oldest first. */
export const DB_VERSIONS: readonly DbVersion[] = [
  {
    version: 1,
    why: 'Offline-first tables of architecture.md: kept articles, collections, drafts, recording chunks, files, the outbox and meta.',
    stores: {
      articles: 'id, keptAt, createdAt, type, *tribeIds, *themeIds, userId',
      collections: 'id, userId, updatedAt',
      drafts: 'id, userId, updatedAt',
      recordings: '[id+seq], id',
      files: 'id, userId, createdAt',
      outbox: '++seq, [userId+status], status',
      meta: 'key',
    },
  },
  {
    version: 2,
    why: 'Offline search: each kept article gets its folded search text; "available offline" sets get their own table.',
    stores: { offlineSets: 'key, kind, targetId, userId' },
    upgrade: async (tx) => {
      await tx
        .table('articles')
        .toCollection()
        .modify((row: { detail: Parameters<typeof searchTextOf>[0]; searchText?: string }) => {
          row.searchText = searchTextOf(row.detail);
        });
    },
  },
  {
    version: 3,
    why: 'Typed outbox (issue 9): each entry holds an `op` (a typed operation) instead of a hand-built method, path and body. No released version queued the old shape, so nothing is rewritten (issue 26 removed the converter).',
    stores: { outbox: '++seq, [userId+status], status' },
  },
  {
    version: 10,
    why: 'Downloads (issue 12): a persistent queue of the media still to fetch for kept sets, so a download interrupted by a reload or a closed tab resumes.',
    stores: { downloadQueue: 'url, addedAt, *setKeys' },
  },
  {
    version: 11,
    why: "Resume everywhere and offline full-text search (issue 12): a `progress` table (playback and reading positions per user, `''` when signed out); kept articles drop `searchText` (the in-page MiniSearch index replaces the substring search). Positions a pre-release player kept in localStorage are not carried over (issue 26).",
    stores: { progress: '[userId+articleId], [userId+updatedAt]' },
    upgrade: async (tx) => {
      await tx
        .table('articles')
        .toCollection()
        .modify((row: { searchText?: string }) => {
          delete row.searchText;
        });
    },
  },
  {
    version: 13,
    why: 'Resumable uploads (issue 13): where each tus upload stands on the server (its URL by fingerprint), so an upload resumes after a reload or a restart.',
    stores: { tusUploads: 'key, fingerprint' },
  },
  {
    version: 14,
    why: "Comments offline (issue #28): the first page of an article's thread as last read, so a kept or opened story shows its discussion with no network.",
    stores: { threads: 'articleId, keptAt' },
  },
];
