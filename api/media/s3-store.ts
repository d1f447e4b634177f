import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type MediaStore } from './media-store.ts';
import type { S3Location } from './s3-location.ts';
import { holdPart } from './store.ts';

/**
 * An S3 client from the usual AWS variables: `AWS_REGION`, `AWS_ACCESS_KEY_ID` /
 * `AWS_SECRET_ACCESS_KEY` (or any source of the SDK's default chain), and `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL` for S3-compatible services (MinIO, R2, s3rver), which then get path-style URLs
 * (`endpoint/bucket/key`): they rarely serve a bucket as a subdomain.
 */
export function s3ClientFromEnv(env: Record<string, string | undefined> = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const keyPair =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
      : undefined;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: endpoint !== undefined,
    // Without a key pair in these variables, the SDK's default chain (profiles, instance roles…).
    credentials: keyPair,
  });
}

/** Parts of a multipart upload: S3's smallest allowed part; with 2 in flight at most 16 MB of a file is in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** The readiness check answers within this, so a load balancer is never left waiting on a dead store. */
const CHECK_TIMEOUT_MS = 3000;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3 bucket, with plain S3 calls only (PutObject by multipart upload, HeadObject,
 * GetObject with `Range`, DeleteObject, HeadBucket), so AWS, MinIO, R2 and s3rver behave the same.
 * Files stream from the local staging file to the bucket in 8 MB parts (`@aws-sdk/lib-storage`),
 * and back out of it as streams: no file is ever held whole in memory.
 */
export function s3MediaStore(client: S3Client, location: S3Location, scratchDir: string): MediaStore {
  const { bucket, prefix } = location;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    description: `s3://${bucket}${prefix ? `/${prefix.slice(0, -1)}` : ''}`,
    bucket: { client, location },
    async putFile(key, localPath, { contentType, keepSource }) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: createReadStream(localPath), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
      if (!keepSource) await rm(localPath, { force: true });
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      if (!answer.Body) throw new Error(`The bucket answered no body for ${key}.`);
      return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async withLocalFile(key, use) {
      await mkdir(scratchDir, { recursive: true });
      // A `.part` name: a copy left by a crash is swept once stale (removeStaleParts); held fresh
      // while in use, since ffmpeg may read it longer than the stale limit without writing it.
      const local = path.join(scratchDir, `${randomBytes(12).toString('hex')}.part`);
      const release = holdPart(local);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!answer.Body) throw new Error(`The bucket answered no body for ${key}.`);
        await pipeline(answer.Body as Readable, createWriteStream(local, { flags: 'wx' }));
        return await use(local);
      } finally {
        release();
        await rm(local, { force: true });
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
  };
}
