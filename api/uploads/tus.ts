import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { sanitizeFileName } from '../media/file-name.ts';
import { detect, SNIFF_BYTES } from '../media/probe.ts';
import { findFileRow } from '../repositories/files.ts';
import { deleteUpload, findUpload, insertUpload, noteReceived, setLimitKind } from '../repositories/uploads.ts';
import { MAX_BYTES_BY_KIND, VIDEO_MAX_BYTES, type FileKind } from '../schemas/file.ts';
import { mediaStoreOf } from '../media/media-store.ts';
import { fileBackend, type AfterWrite, type UploadBackend } from './backend.ts';
import { DbLocker } from './db-locker.ts';

/** Where the tus protocol is served (README, "Resumable uploads"). */
export const UPLOADS_PATH = '/api/uploads';
const HEX_ID = /^[0-9a-f]{32}$/;

/** The signed-in user of each request handed to the tus server (set by the route, read by the hooks). */
export const requestUsers = new WeakMap<object, string | null>();

const notFound = () => new ApiError(404, 'upload_not_found', 'No such upload.');
const tooLarge = (label: string, kind: FileKind) => new ApiError(413, 'file_too_large', `"${label}" is larger than the ${MAX_BYTES_BY_KIND[kind] / (1024 * 1024)} MB allowed for ${kind} files.`);

/** The size limit a declared type gets before any byte is read: images and sound have smaller ones. */
function declaredKind(type: string | null): FileKind {
  if (/^image\//i.test(type ?? '')) return 'image';
  if (/^audio\//i.test(type ?? '')) return 'audio';
  return 'video';
}

export interface Uploads {
  server: Server;
  backend: UploadBackend;
}

const perDeps = new WeakMap<AppDeps, Promise<Uploads>>();

/** The tus server of an app (one per deps: tests make many apps), built on first use. */
export function uploadsOf(deps: AppDeps): Promise<Uploads> {
  let made = perDeps.get(deps);
  if (!made) {
    made = makeUploads(deps);
    perDeps.set(deps, made);
  }
  return made;
}

async function makeUploads(deps: AppDeps): Promise<Uploads> {
  const directory = deps.config.uploadsDir ?? path.join(deps.config.mediaDir, '..', 'uploads');

  /**
   * After each write: the bytes are counted; once 64 KB (or the whole file) are in, the type the
   * first bytes announce is decided by the same check as `POST /api/files`, and its size limit is
   * held against the declared length. A refused upload is deleted at once.
   */
  const afterWrite: AfterWrite = async (upload, before, after, received) => {
    await noteReceived(deps.db, upload.id, received);
    const row = await findUpload(deps.db, upload.id);
    if (!row || row.limit_kind || after === before) return;
    if (after < SNIFF_BYTES && after !== upload.size) return;
    try {
      const head = await backend.readHead(upload.id, SNIFF_BYTES);
      const detected = await detect(head, row.declared_type, row.name);
      if (row.size > MAX_BYTES_BY_KIND[detected.limitKind]) throw tooLarge(row.name, detected.limitKind);
      await setLimitKind(deps.db, upload.id, detected.limitKind);
    } catch (error) {
      await backend.discard(upload.id);
      await deleteUpload(deps.db, upload.id);
      throw error;
    }
  };
  // With the media in a bucket, the uploads are in it too: any instance serves any of them. The S3
  // backend (and the AWS SDK it loads) is imported only then: most deployments and every API test
  // without a bucket never pay its import.
  const bucket = mediaStoreOf(deps).bucket;
  const backend: UploadBackend = bucket ? (await import('./s3-backend.ts')).s3Backend(bucket.client, bucket.location, deps.config.mediaDir, afterWrite) : fileBackend(directory, afterWrite);

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: backend.store,
    // One request at a time writes an upload, across every instance sharing the database.
    locker: new DbLocker(deps.db, deps.config.uploadLockMs),
    relativeLocation: true,
    // The largest limit of any kind; the declared kind's own limit is checked in onUploadCreate.
    maxSize: VIDEO_MAX_BYTES,
    namingFunction: () => randomBytes(16).toString('hex'),
    // Creation needs a signed-in user; every other call, the upload's creator (others see 404).
    async onIncomingRequest(req, id) {
      const userId = requestUsers.get(req);
      if (!userId) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
      if (req.method === 'POST') return;
      const row = HEX_ID.test(id) ? await findUpload(deps.db, id) : undefined;
      if (!row || row.owner_id !== userId || row.finished_at) throw notFound();
    },
    async onUploadCreate(req, upload: Upload) {
      const userId = requestUsers.get(req)!;
      const meta = upload.metadata ?? {};
      const fileId = meta.fileId ?? '';
      if (!HEX_ID.test(fileId)) throw new ApiError(422, 'invalid_input', 'Upload-Metadata needs fileId: 32 lowercase hex digits.', { fileId: 'invalid_id' });
      const size = upload.size ?? 0;
      if (size <= 0)
        throw new ApiError(422, 'empty_file', 'The file is empty.', {
          file: 'required',
        });
      const name = sanitizeFileName(meta.filename ?? undefined);
      const declaredType = meta.filetype?.slice(0, 255) ?? null;
      const kind = declaredKind(declaredType);
      if (size > MAX_BYTES_BY_KIND[kind]) throw tooLarge(name, kind);
      const existing = await findFileRow(deps.db, fileId);
      if (existing && existing.owner_id !== userId) throw new ApiError(409, 'file_id_taken', `File id ${fileId} already holds another file.`, { id: 'taken' });
      await insertUpload(deps.db, {
        id: upload.id,
        owner_id: userId,
        file_id: fileId,
        name,
        declared_type: declaredType,
        size,
        created_at: deps.now().toISOString(),
      });
      return {};
    },
    // Errors in the API's JSON shape; the protocol's own (409 offset, 460 checksum…) keep their status.
    onResponseError(_req, error) {
      if (error instanceof ApiError)
        return {
          status_code: error.status,
          body: JSON.stringify(error.toBody()),
        };
      if ('status_code' in error && error.status_code < 500) {
        return {
          status_code: error.status_code,
          body: JSON.stringify({
            error: { code: 'upload_refused', message: error.body.trim() },
          }),
        };
      }
      console.error('[uploads]', error);
      return undefined;
    },
  });
  return { server, backend };
}
