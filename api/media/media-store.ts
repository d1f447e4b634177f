import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppDeps } from '../app-env.ts';
import type { S3Location } from './s3-location.ts';

/** Bytes `start` to `end`, both included (as in a `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live once checked: stored files under their id, and pictures derived from
 * them (`og/…`, `artwork/…`, `resized/…`) under their own keys. Bytes being received or encoded never go here
 * until they are complete and checked: they are staged in the local `mediaDir` first (`.part`
 * files), so a refused or cut-off upload never reaches the store.
 * Two implementations: `DATA_DIR/media` on disk (the default) and an S3 bucket (`MEDIA_STORE=s3://…`).
 */
export interface MediaStore {
  /** For logs: `disk /data/media` or `s3://bucket/prefix`. */
  readonly description: string;
  /** Stores a complete local file under `key`; the local file is moved (disk) or deleted after upload (S3) unless `keepSource`. */
  putFile(key: string, localPath: string, options: { contentType: string; keepSource?: boolean }): Promise<void>;
  /** The stored size in bytes, or null when there is nothing under `key`. */
  size(key: string): Promise<number | null>;
  /** The bytes under `key` (a range of them when given), streamed. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  /** Runs `use` with a local path holding the bytes under `key` (S3: a temporary copy, deleted afterwards). */
  withLocalFile<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T>;
  /** Deletes what is under `key`; nothing happens when there is nothing. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (the readiness check). */
  check(): Promise<void>;
  /** The bucket of an S3 store, where resumable uploads then keep their bytes too (api/uploads/s3-backend.ts). */
  readonly bucket?: { client: S3Client; location: S3Location };
}

/** Keys are file ids (32 hex digits) or `<folder>/<name>` chosen by the code, never by a client. */
const SAFE_KEY = /^(?:[a-z]+\/)?[0-9A-Za-z][0-9A-Za-z._-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}

/** Media in a local folder, one file per key (what a single machine needs; the default). */
export function diskMediaStore(directory: string): MediaStore {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, key);
  };
  return {
    description: `disk ${directory}`,
    async putFile(key, localPath, { keepSource }) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Staging files live in the same folder, so a move is a rename on one file system.
      if (keepSource) await copyFile(localPath, target);
      else await rename(localPath, target);
    },
    async size(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
    },
    withLocalFile: (key, use) => use(resolve(key)),
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async check() {
      await mkdir(directory, { recursive: true });
      await stat(directory);
    },
  };
}

const defaults = new WeakMap<AppDeps, MediaStore>();

/** The media store of an app: `deps.media`, or the disk store on `config.mediaDir` when none was given. */
export function mediaStoreOf(deps: Pick<AppDeps, 'media' | 'config'>): MediaStore {
  if (deps.media) return deps.media;
  const known = defaults.get(deps as AppDeps);
  if (known) return known;
  const made = diskMediaStore(deps.config.mediaDir);
  defaults.set(deps as AppDeps, made);
  return made;
}
