import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload as S3Upload } from '@aws-sdk/lib-storage';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { S3Location } from '../media/s3-location.ts';
import { UPLOAD_EXPIRY_MS } from './backend.ts';

/** Segment keys are the offset they start at, zero-padded so the bucket lists them in order. */
const OFFSET_DIGITS = 12;

/** A missing object or key, as S3 and the compatible services say it. */
export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * A tus data store in an S3 bucket, so any instance answers `HEAD`, `PATCH` and the finish of any
 * upload. Each write is one object, `uploads/<id>/<start offset>`, and `uploads/<id>.info` holds the
 * upload's length and metadata; the offset is where the run of segments from 0 ends. A write is
 * spooled to a local file while the request streams (bytes of a cut request are kept, as with the
 * file store) and put in the bucket before the offset is acknowledged, so an acknowledged byte
 * survives the instance. Only plain object calls (Put, Get, List, Delete), which every
 * S3-compatible service has, also s3rver (it lacks ListParts, which @tus/s3-store needs).
 * Abandoned uploads are deleted from the database's records (`expireUploads`, hourly), as on disk.
 */
export class S3SegmentStore extends DataStore {
  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
    private readonly scratchDir: string,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  private key(id: string, rest: string): string {
    if (!/^[0-9a-f]{32}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return `${this.location.prefix}uploads/${id}${rest}`;
  }

  private segmentKey(id: string, offset: number): string {
    return this.key(id, `/${String(offset).padStart(OFFSET_DIGITS, '0')}`);
  }

  /** The segments from offset 0 on, each starting where the one before ends. */
  async segments(id: string): Promise<{ key: string; start: number; size: number }[]> {
    const found = new Map<number, { key: string; size: number }>();
    for (const item of await this.listSegments(id)) {
      const start = Number(item.key.slice(-OFFSET_DIGITS));
      if (Number.isSafeInteger(start)) found.set(start, item);
    }
    const run: { key: string; start: number; size: number }[] = [];
    for (let at = 0, next = found.get(0); next && next.size > 0; next = found.get(at)) {
      run.push({ ...next, start: at });
      at += next.size;
    }
    return run;
  }

  override async create(upload: Upload): Promise<Upload> {
    const info = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.key(upload.id, '.info'),
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
    return new Upload({ ...info, offset: 0 });
  }

  override async getUpload(id: string): Promise<Upload> {
    let text: string;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.location.bucket,
          Key: this.key(id, '.info'),
        }),
      );
      text = (await answer.Body?.transformToString()) ?? '';
    } catch (error) {
      if (isNotFound(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    const info = JSON.parse(text) as {
      id: string;
      size?: number;
      metadata?: Record<string, string | null>;
      creation_date: string;
    };
    const offset = (await this.segments(id)).reduce((sum, s) => sum + s.size, 0);
    return new Upload({ ...info, offset });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    await mkdir(this.scratchDir, { recursive: true });
    // A `.part` name in the scratch folder: a spool left by a crash is swept once stale (removeStaleParts).
    const spool = path.join(this.scratchDir, `${randomBytes(12).toString('hex')}.part`);
    let failure: unknown;
    try {
      await pipeline(readable, createWriteStream(spool, { flags: 'wx' })).catch((error: unknown) => {
        failure = error;
      });
      const size = (await stat(spool).catch(() => null))?.size ?? 0;
      if (size > 0) {
        // lib-storage, as the media store: one PutObject from memory under 8 MB, else a multipart
        // upload; never a streamed PutObject, whose aws-chunked body some S3-compatible stores
        // (s3rver) keep with its chunk framing.
        await new S3Upload({
          client: this.client,
          params: {
            Bucket: this.location.bucket,
            Key: this.segmentKey(id, offset),
            Body: createReadStream(spool),
          },
          partSize: 8 * 1024 * 1024,
          queueSize: 2,
          leavePartsOnError: false,
        }).done();
      }
      if (failure) throw ERRORS.FILE_WRITE_ERROR;
      return offset + size;
    } finally {
      await rm(spool, { force: true });
    }
  }

  override async remove(id: string): Promise<void> {
    const segments = await this.listSegments(id);
    const keys = [...segments.map((item) => item.key), this.key(id, '.info')];
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
  }

  /** Every object under the upload's folder, also segments off the run (left by a cut write). */
  private async listSegments(id: string): Promise<{ key: string; size: number }[]> {
    const items: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: this.key(id, '/'),
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) items.push({ key: item.Key!, size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return items;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  /** The bytes from `start` on (up to `length` of them), read segment after segment. */
  async *read(id: string, start = 0, length = Number.POSITIVE_INFINITY): AsyncGenerator<Uint8Array> {
    let left = length;
    for (const segment of await this.segments(id)) {
      if (left <= 0) return;
      const end = segment.start + segment.size;
      if (end <= start) continue;
      const from = Math.max(0, start - segment.start);
      const to = Math.min(segment.size, from + left) - 1;
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.location.bucket,
          Key: segment.key,
          Range: `bytes=${from}-${to}`,
        }),
      );
      for await (const chunk of answer.Body as Readable) {
        left -= (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
  }
}
