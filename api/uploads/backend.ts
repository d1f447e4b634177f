import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, pipeline, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { DataStore, type Upload } from '@tus/utils';

/** Abandoned uploads are kept this long after creation, then deleted by maintenance. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Where resumable uploads keep their bytes until they are finished: on the instance's disk
 * (`fileBackend`, the default, one machine), or in the media bucket when the media live in S3
 * (`s3Backend` in s3-backend.ts), so that any instance answers `HEAD`, `PATCH` and the finish of
 * any upload and no upload is pinned to the instance that created it.
 */
export interface UploadBackend {
  /** The tus data store @tus/server drives. */
  readonly store: DataStore;
  /** The first `length` bytes of an upload (fewer when it holds fewer). */
  readHead(id: string, length: number): Promise<Uint8Array>;
  /** A local file holding an upload's bytes, to probe and then put in the media store. */
  localCopy(id: string): Promise<string>;
  /** Deletes a local copy once it is no longer needed (nothing when it is the upload itself, or moved). */
  releaseCopy(localPath: string): Promise<void>;
  /** Deletes an upload's bytes and its store record; nothing happens when they are gone. */
  discard(id: string): Promise<void>;
}

/** Called after every write with the offsets before and after and the bytes that arrived. */
export type AfterWrite = (upload: Upload, before: number, after: number, received: number) => Promise<void>;

/**
 * A tus data store with a check after each write, where the upload's first bytes are sniffed and
 * the bytes that arrived are counted. `creation-defer-length` is left out: every upload states its
 * length when it is created, so its size limit is enforced before any byte is stored.
 */
export class CheckedStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly afterWrite: AfterWrite,
  ) {
    super();
    this.extensions = inner.extensions.filter((e) => e !== 'creation-defer-length');
  }

  override create(upload: Upload) {
    return this.inner.create(upload);
  }

  override remove(id: string) {
    return this.inner.remove(id);
  }

  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }

  override declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length);
  }

  override deleteExpired() {
    return this.inner.deleteExpired();
  }

  override getExpiration() {
    return this.inner.getExpiration();
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    // pipeline (not pipe) so an error of the request destroys the counter and ends the write.
    pipeline(readable, counter, () => undefined);
    try {
      return await this.inner.write(counter, id, offset);
    } finally {
      // Also after a cut request: the bytes it brought are stored, and the first ones may be the head.
      const upload = await this.inner.getUpload(id).catch(() => null);
      if (upload) await this.afterWrite(upload, offset, upload.offset, received);
    }
  }
}

/** Uploads on the local disk (`@tus/file-store`), in `directory` (the same disk as the media). */
export function fileBackend(directory: string, afterWrite: AfterWrite): UploadBackend {
  const inner = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const resolve = (id: string) => path.join(directory, path.basename(id));
  return {
    store: new CheckedStore(inner, afterWrite),
    async readHead(id, length) {
      const handle = await open(resolve(id), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    localCopy: async (id) => resolve(id),
    // The copy is the upload's own file: it stays until the upload is finished or discarded.
    releaseCopy: async () => undefined,
    async discard(id) {
      await rm(resolve(id), { force: true });
      await rm(`${resolve(id)}.json`, { force: true });
    },
  };
}
