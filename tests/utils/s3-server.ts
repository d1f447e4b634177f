import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { MediaStore } from '#api/media/media-store.ts';
import { s3ClientFromEnv, s3MediaStore } from '#api/media/s3-store.ts';

/** A running S3-compatible server (s3rver, npm) with one empty bucket, in a temporary folder. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** A client of the server, as the app makes it from the AWS variables. */
  client: S3Client;
  /** Names of the S3 operations the client sent (`PutObjectCommand`, `UploadPartCommand`…), in order. */
  commands: string[];
  /** A media store on the bucket, staging in `scratchDir`. */
  store(scratchDir: string, prefix?: string): MediaStore;
  /** Every key in the bucket (under `prefix`). */
  keys(prefix?: string): Promise<string[]>;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
}

/** The variables an instance would be given to reach this server. */
export function s3Env(s3: Pick<TestS3, 'endpoint'>): Record<string, string> {
  return { AWS_ENDPOINT_URL: s3.endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
}

/**
 * Starts s3rver on a free port of 127.0.0.1 with bucket `media`. Answers null, after printing why,
 * when it cannot start: the media-on-S3 tests are then skipped (reported as skipped, never passed).
 */
export async function startTestS3(): Promise<TestS3 | null> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tribes-s3-'));
  const bucket = 'media';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    console.warn(`SKIP media on S3: s3rver could not start (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const client = s3ClientFromEnv(s3Env({ endpoint }));
  const commands: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return {
    endpoint,
    bucket,
    client,
    commands,
    store: (scratchDir, prefix = '') => s3MediaStore(client, { bucket, prefix }, scratchDir),
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
