import type { TribesDb } from '#web/db/database.ts';
import type { Operation } from '#web/db/operations.ts';
import { api } from '#web/lib/api-client.ts';
import { UPLOADS_ENDPOINT, type UploadJob } from './uploader.ts';

/** The HTTP request an operation replays (without auth and idempotency headers). */
export interface EntryRequest {
  path: string;
  method: 'PUT' | 'DELETE' | 'POST';
  headers: Record<string, string>;
  body?: BodyInit;
  /** A file to send through the resumable uploader instead (issue #13): `path` is not used. */
  upload?: Omit<UploadJob, 'userId'>;
}

/** Why an operation cannot be sent: the local data it needs is gone. */
export type Unsendable = 'file_missing' | 'recording_missing';

type Json<Endpoint> = Endpoint extends (args: infer A, ...rest: never[]) => unknown ? (A extends { json: infer J } ? J : never) : never;

const pathOf = (url: URL) => url.pathname;

function json<Endpoint>(method: EntryRequest['method'], url: URL, body: Json<Endpoint>): EntryRequest {
  return { path: pathOf(url), method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

const bare = (method: EntryRequest['method'], url: URL): EntryRequest => ({ path: pathOf(url), method, headers: {} });

/** A stored Blob (of any realm: tests store Node's), or its bytes where IndexedDB could not keep a Blob (fake-indexeddb). */
const asBlob = (blob: Blob | Uint8Array<ArrayBuffer>, mime: string): Blob =>
  typeof (blob as Blob).slice === 'function' && typeof (blob as Blob).size === 'number' ? (blob as Blob) : new Blob([blob as Uint8Array<ArrayBuffer>], { type: mime });

const upload = (id: string, blob: Blob | Uint8Array<ArrayBuffer>, name: string, mime: string): EntryRequest => ({
  path: UPLOADS_ENDPOINT,
  method: 'PUT',
  headers: {},
  upload: { id, blob: asBlob(blob, mime), name, mime },
});

/**
 * Builds the request of an operation through the typed client: each path comes from `$url` of the
 * route `AppType` declares, and each JSON body is checked against that route's validator input, so
 * a renamed route or a changed body fails `npm run typecheck`. Uploads (sent by the resumable uploader) read their bytes from the
 * device (`files` Blob, or a recording's chunks in order); when those are gone the reason is
 * returned instead, and the entry cannot be sent.
 */
export async function requestOf(op: Operation, database: TribesDb): Promise<EntryRequest | Unsendable> {
  switch (op.type) {
    case 'article.put': {
      const route = api.articles[':id'];
      return json<typeof route.$put>('PUT', route.$url({ param: { id: op.id } }), op.body);
    }
    case 'article.delete':
      return bare('DELETE', api.articles[':id'].$url({ param: { id: op.id } }));
    case 'collection.put': {
      const route = api.collections[':id'];
      return json<typeof route.$put>('PUT', route.$url({ param: { id: op.id } }), op.body);
    }
    case 'collection.delete':
      return bare('DELETE', api.collections[':id'].$url({ param: { id: op.id } }));
    case 'collection.article.put':
    case 'favorite.put':
      return bare('PUT', api.collections[':id'].articles[':articleId'].$url({ param: { id: op.id, articleId: op.articleId } }));
    case 'collection.article.delete':
    case 'favorite.delete':
      return bare('DELETE', api.collections[':id'].articles[':articleId'].$url({ param: { id: op.id, articleId: op.articleId } }));
    case 'profile.put': {
      const route = api.users.me;
      return json<typeof route.$put>('PUT', route.$url(), op.body);
    }
    case 'progress.put': {
      const route = api.progress[':articleId'];
      return json<typeof route.$put>('PUT', route.$url({ param: { articleId: op.articleId } }), op.body);
    }
    case 'comment.put': {
      const route = api.comments[':id'];
      return json<typeof route.$put>('PUT', route.$url({ param: { id: op.id } }), op.body);
    }
    case 'comment.delete':
      return bare('DELETE', api.comments[':id'].$url({ param: { id: op.id } }));
    case 'comment.like.put':
      return bare('PUT', api.comments[':id'].like.$url({ param: { id: op.id } }));
    case 'comment.like.delete':
      return bare('DELETE', api.comments[':id'].like.$url({ param: { id: op.id } }));
    case 'comment.report': {
      const route = api.comments[':id'].reports;
      return json<typeof route.$post>('POST', route.$url({ param: { id: op.id } }), op.body);
    }
    case 'follow.put':
      return bare('PUT', api.follows[':kind'][':id'].$url({ param: { kind: op.kind, id: op.id } }));
    case 'follow.delete':
      return bare('DELETE', api.follows[':kind'][':id'].$url({ param: { kind: op.kind, id: op.id } }));
    case 'notification.read':
      return bare('PUT', api.notifications[':id'].read.$url({ param: { id: String(op.id) } }));
    case 'notification.readMarker':
      return json<(typeof api.notifications)['read-marker']['$put']>('PUT', api.notifications['read-marker'].$url(), { upTo: op.upTo });
    case 'file.put': {
      const file = await database.files.get(op.id);
      if (!file) return 'file_missing';
      return upload(op.id, file.blob, file.name, file.mime);
    }
    case 'recording.put': {
      const chunks = await database.recordings.where('id').equals(op.id).sortBy('seq');
      if (chunks.length === 0) return 'recording_missing';
      const blob = new Blob(
        chunks.map((c) => c.blob),
        { type: op.mime },
      );
      return upload(op.id, blob, op.name, op.mime);
    }
  }
}
