import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat, utimes, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { ApiError, TransportError } from '../http/errors.ts';
import { noteBytesReceived } from '../http/memory-hint.ts';
import { MAX_BYTES_BY_KIND, type FileKind } from '../schemas/file.ts';
import { detect, probe, SNIFF_BYTES, type Detected } from './probe.ts';

/** An upload written to a temporary file, checked, waiting to go to the media store under its id. */
export interface StagedUpload {
  tempPath: string;
  /** What the client called it, for messages only: stored names are `<id>.<ext>`. */
  label: string;
  /** Extension of the detected type (`jpg`, `mp3`, `webm`…). */
  ext: string;
  mime: string;
  kind: FileKind;
  size: number;
  sha256: string;
  durationSeconds: number | null;
}

const WRITE_BATCH_BYTES = 256 * 1024;

const tooLarge = (label: string, kind: FileKind) => new ApiError(413, 'file_too_large', `"${label}" is larger than the ${MAX_BYTES_BY_KIND[kind] / (1024 * 1024)} MB allowed for ${kind} files.`);

/**
 * Receives one file chunk by chunk: counts and hashes it, writes it to `<mediaDir>/<random>.part`,
 * takes its claimed type from the first bytes (`file-type`) and stops as soon as the size limit of
 * that kind is passed; once complete, the file is proven by parsing (`probe`). Only the first 64 KB
 * are kept in memory (for detection). Any error deletes the temporary file.
 * The temporary name is random, not the file id: the same id may be uploaded twice at once (an outbox
 * replay), and a multipart batch may send its ids after the files.
 */
export class UploadSink {
  readonly tempPath: string;
  private readonly hash = createHash('sha256');
  private readonly head: Uint8Array[] = [];
  private headLength = 0;
  private size = 0;
  private detected: Detected | null = null;
  private handle: FileHandle | null = null;
  private readonly pending: Uint8Array[] = [];
  private pendingLength = 0;
  private done = false;

  constructor(
    mediaDir: string,
    readonly label: string,
    private readonly declaredType: string | null,
  ) {
    this.tempPath = path.join(mediaDir, `${randomBytes(12).toString('hex')}.part`);
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (this.done || chunk.length === 0) return;
    try {
      this.size += chunk.length;
      noteBytesReceived(chunk.length);
      this.hash.update(chunk);
      if (!this.detected) {
        this.head.push(chunk.slice(0, SNIFF_BYTES - this.headLength));
        this.headLength += this.head.at(-1)!.length;
        if (this.headLength >= SNIFF_BYTES) await this.decide();
      }
      if (this.detected && this.size > MAX_BYTES_BY_KIND[this.detected.limitKind]) throw tooLarge(this.label, this.detected.limitKind);
      this.pending.push(chunk);
      this.pendingLength += chunk.length;
      if (this.pendingLength >= WRITE_BATCH_BYTES) await this.flush();
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Closes the file and returns what was received; 422 when nothing was. */
  async finish(): Promise<StagedUpload> {
    try {
      if (this.size === 0) throw new ApiError(422, 'empty_file', `"${this.label}" is empty.`, { file: 'required' });
      const detected = this.detected ?? (await this.decide());
      await this.flush();
      await this.handle!.close();
      this.handle = null;
      this.done = true;
      const probed = await probe(this.tempPath, detected, this.label);
      // A WebM or MP4 streamed under video's limit may turn out to be sound only.
      if (this.size > MAX_BYTES_BY_KIND[probed.kind]) throw tooLarge(this.label, probed.kind);
      // sha256 is of the bytes received: the same upload again (same id) is recognised by it.
      const { mime, kind, ext, durationSeconds, size } = probed;
      return { tempPath: this.tempPath, label: this.label, ext, mime, kind, size, sha256: this.hash.digest('hex'), durationSeconds };
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Stops and deletes the temporary file; safe to call more than once. */
  async abort(): Promise<void> {
    this.done = true;
    this.pending.length = 0;
    const handle = this.handle;
    this.handle = null;
    await handle?.close().catch(() => undefined);
    await rm(this.tempPath, { force: true });
  }

  /** Writes the chunks received so far in one call (bodies may arrive in very small chunks). */
  private async flush() {
    if (this.pendingLength === 0) return;
    if (!this.handle) {
      await mkdir(path.dirname(this.tempPath), { recursive: true });
      this.handle = await open(this.tempPath, 'wx');
    }
    const chunks = this.pending.splice(0);
    this.pendingLength = 0;
    await this.handle.writev(chunks);
  }

  private async decide(): Promise<Detected> {
    const head = Buffer.concat(this.head);
    this.head.length = 0;
    this.detected = await detect(head, this.declaredType, this.label);
    return this.detected;
  }
}

/**
 * Pipes a request body into a sink. The reader is cancelled on the first error, so a 30 MB body is
 * not read past the point where it was refused (the HTTP server drains or closes the connection).
 */
export async function stageStream(body: ReadableStream<Uint8Array> | null, sink: UploadSink): Promise<StagedUpload> {
  if (!body) return sink.finish();
  const reader = body.getReader();
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch {
        throw new TransportError('The upload was interrupted before the end of the file.');
      }
      if (result.done) break;
      await sink.write(result.value);
    }
    return await sink.finish();
  } catch (error) {
    await sink.abort();
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * A `.part` file untouched for this long belongs to no running upload or encoding. The rule every
 * instance sharing the folder applies, with nothing to agree on but the files themselves: a live part
 * is one whose modification time is recent. Uploads write theirs continuously (and Node ends a
 * request that has not arrived whole within 5 minutes, `requestTimeout`); encoders write their
 * output continuously; a part only read for a long time (a bucket file copied for ffmpeg, an output
 * measured between steps) is kept fresh by `holdPart`. An hour is many times all of these.
 */
export const STALE_PART_MS = 60 * 60 * 1000;

/** Staging names: `<random>.part`, and the second round of an encoding (`<random>.part.2`). */
const PART_NAME = /\.part(\.\d+)?$/;

/**
 * Keeps a `.part` that is in use but not being written (read by ffmpeg for longer than the stale
 * limit, in theory) recognisably live for every instance's sweep: touches it every quarter of
 * `STALE_PART_MS` until the returned function is called.
 */
export function holdPart(file: string): () => void {
  const timer = setInterval(() => {
    const now = new Date();
    void utimes(file, now, now).catch(() => undefined);
  }, STALE_PART_MS / 4);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Deletes staging files left by uploads or encodings cut off by a crash, a kill or a drain that ran
 * out of time: those not modified for `STALE_PART_MS` (see there why that rule). Called by the
 * periodic maintenance of every instance (api/maintenance.ts), at start and every hour. Not every
 * `.part`: instances on one machine share `DATA_DIR`, and one must not delete the uploads another is
 * receiving. `now` is injected (the app's clock). Answers how many were deleted.
 */
export async function removeStaleParts(mediaDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(mediaDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => PART_NAME.test(entry))) {
    const file = path.join(mediaDir, name);
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - modified < STALE_PART_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Deletes temporary files of uploads that will not be kept. */
export async function discardStaged(staged: readonly StagedUpload[]): Promise<void> {
  await Promise.all(staged.map((item) => rm(item.tempPath, { force: true })));
}
