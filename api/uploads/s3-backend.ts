import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from '../media/s3-location.ts';
import { CheckedStore, type AfterWrite, type UploadBackend } from './backend.ts';
import { isNotFound, S3SegmentStore } from './s3-segment-store.ts';

/**
 * Uploads in the media bucket (`MEDIA_STORE=s3://…`): any instance serves any upload. Finishing
 * copies the upload to a local file in `scratchDir` to probe it, then the media store puts it.
 */
export function s3Backend(client: S3Client, location: S3Location, scratchDir: string, afterWrite: AfterWrite): UploadBackend {
  const inner = new S3SegmentStore(client, location, scratchDir);
  return {
    store: new CheckedStore(inner, afterWrite),
    async readHead(id, length) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of inner.read(id, 0, length)) chunks.push(chunk);
      return Buffer.concat(chunks).subarray(0, length);
    },
    async localCopy(id) {
      await mkdir(scratchDir, { recursive: true });
      const local = path.join(scratchDir, `${randomBytes(12).toString('hex')}.part`);
      try {
        await pipeline(Readable.from(inner.read(id)), createWriteStream(local, { flags: 'wx' }));
      } catch (error) {
        await rm(local, { force: true });
        throw error;
      }
      return local;
    },
    releaseCopy: (local) => rm(local, { force: true }),
    discard: (id) =>
      inner.remove(id).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
  };
}
