import type { ArticleInput } from '#api/schemas/article.ts';
import type { CollectionInput } from '#api/schemas/collection.ts';
import type { Operation, ProfileInput } from './operations.ts';

/**
 * An outbox entry as versions 1 and 2 stored it: a hand-built request (`method`, `path`, `body`)
 * or an upload (`kind` `file` / `recording`). Version 3 turns each into a typed `Operation`.
 */
export interface LegacyOutboxEntry {
  kind: 'request' | 'file' | 'recording';
  method: 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  fileId?: string;
  fileIds?: string[];
  articleId?: string;
  label: { key: string; values?: Record<string, string> };
}

const ARTICLE = /^\/api\/articles\/([0-9a-f]{32})$/;
const COLLECTION = /^\/api\/collections\/([0-9a-f]{32})$/;
const MEMBER = /^\/api\/collections\/([0-9a-f]{32})\/articles\/([0-9a-f]{32})$/;
const FAVORITE_LABELS = new Set(['sync.op.favoriteAdd', 'sync.op.favoriteRemove']);

/**
 * The typed operation an old entry meant, or null for a shape no released version ever queued
 * (the seven mutation files of versions 1–2 made only the shapes below; tests build each one).
 */
export function operationOfLegacy(entry: LegacyOutboxEntry): Operation | null {
  if (entry.kind === 'file') return entry.fileId ? { type: 'file.put', id: entry.fileId } : null;
  if (entry.kind === 'recording') {
    const body = entry.body as { name?: string; mime?: string } | undefined;
    return entry.fileId && body?.name && body.mime ? { type: 'recording.put', id: entry.fileId, name: body.name, mime: body.mime } : null;
  }
  const put = entry.method === 'PUT';
  const article = ARTICLE.exec(entry.path);
  if (article) {
    if (put && entry.body) return { type: 'article.put', id: article[1]!, body: entry.body as ArticleInput };
    return entry.method === 'DELETE' ? { type: 'article.delete', id: article[1]! } : null;
  }
  const collection = COLLECTION.exec(entry.path);
  if (collection) {
    if (put && entry.body) return { type: 'collection.put', id: collection[1]!, body: entry.body as CollectionInput };
    return entry.method === 'DELETE' ? { type: 'collection.delete', id: collection[1]! } : null;
  }
  const member = MEMBER.exec(entry.path);
  if (member && (put || entry.method === 'DELETE')) {
    const prefix = FAVORITE_LABELS.has(entry.label.key) ? 'favorite' : 'collection.article';
    return { type: `${prefix}.${put ? 'put' : 'delete'}`, id: member[1]!, articleId: member[2]! } as Operation;
  }
  if (entry.path === '/api/users/me' && put && entry.body) return { type: 'profile.put', body: entry.body as ProfileInput };
  return null;
}
