import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/connection.ts';
import { cutsOfKey, type Cut } from '../schemas/audio-cuts.ts';
import { diskMediaStore, type MediaStore } from '../media/media-store.ts';
import { findFileRow, markFileUnreadable } from '../repositories/files.ts';
import { newId } from '../schemas/ids.ts';
import { decodeVerdict } from './decode-check.ts';
import { decodedDuration, renderPodcastMp3 } from './ffmpeg.ts';
import { computePeaks } from '../media/peaks.ts';
import { holdPart } from '../media/store.ts';
import { enqueueMissingRenditions, mediaJobs, type MediaJob } from '../repositories/media-jobs.ts';
import { pollLoop } from '../jobs/poll-loop.ts';

type Render = (input: string, output: string, cuts: readonly Cut[], mediaSeconds: number | null) => Promise<unknown>;

export interface RenditionWorkerOptions {
  db: DB;
  /** Local folder where the encoder writes (and, without `media`, where the media are stored). */
  mediaDir: string;
  /** Where sources are read and renditions stored; default: the disk store on `mediaDir`. */
  media?: MediaStore;
  now: () => Date;
  /** How often an idle worker looks for due jobs (saves and retries land in the table). */
  pollMs?: number;
  /**
   * The encoder (`cuts`: spans to take out; `mediaSeconds`: the source's duration, which sets each
   * ffmpeg step's time limit); tests replace it to fail on purpose.
   */
  render?: Render;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The source does not decode (api/renditions/decode-check.ts): the job fails for good, the file is marked. */
export class UnreadableAudioError extends Error {}

/** `talk.webm` → `talk.mp3`: the rendition keeps the recording's name, with its own extension. */
export function renditionName(sourceName: string): string {
  const base = sourceName.replace(/\.[^./]{1,8}$/, '') || 'audio';
  return `${base}.mp3`;
}

/**
 * Makes podcast renditions off the request path, one job at a time (2 cores shared with the API:
 * ffmpeg must not starve requests), from the `media_jobs` table, so queued and interrupted work
 * survives a restart. Each instance runs one worker; a job is claimed under a lease renewed while
 * it encodes, so workers of other instances never take it unless this one died. A rendition is a
 * normal `files` row owned by the source's owner.
 */
export class RenditionWorker {
  private readonly loop: ReturnType<typeof pollLoop>;
  private readonly render: Render;
  private readonly media: MediaStore;
  private stopped = true;
  /** This worker's name on the jobs it runs (`media_jobs.owner`). */
  readonly id = randomUUID();

  constructor(private readonly options: RenditionWorkerOptions) {
    this.loop = pollLoop('renditions', options.pollMs ?? 2000, () => this.drain());
    this.render = options.render ?? renderPodcastMp3;
    this.media = options.media ?? diskMediaStore(options.mediaDir);
  }

  /** Recovers jobs cut off by a restart and queues renditions missing for existing podcasts. */
  async prepare(): Promise<void> {
    const at = this.options.now().toISOString();
    await mediaJobs.recover(this.options.db, at);
    await enqueueMissingRenditions(this.options.db, at);
  }

  /** `prepare`, then polls for due jobs until `stop`. */
  async start(): Promise<void> {
    await this.prepare();
    this.stopped = false;
    this.loop.start();
  }

  /** Stops polling and waits for the job in hand (a job cut off by exit is recovered at next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
  }

  private async drain() {
    // Jobs of an instance that died mid-encode (lease lapsed) are taken over without a restart.
    await mediaJobs.recover(this.options.db, this.options.now().toISOString());
    while (!this.stopped && (await this.runOnce())) {
      // Next due job straight away.
    }
  }

  /** Claims and runs the next due job; false when none is due. */
  async runOnce(): Promise<boolean> {
    const { db, now } = this.options;
    const job = await mediaJobs.claim(db, now().toISOString(), this.id);
    if (!job) return false;
    const renewal = setInterval(() => void mediaJobs.renew(db, job.id, this.id, now().toISOString()).catch(() => undefined), mediaJobs.leaseMs / 3);
    renewal.unref();
    try {
      const fileId = await this.process(job);
      await mediaJobs.complete(db, job.id, this.id, now().toISOString(), { result_file_id: fileId });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[renditions] job ${job.id} (file ${job.source_file_id}) try ${job.attempts} failed: ${message}`);
      await mediaJobs.fail(db, job, this.id, message, now(), { forGood: error instanceof UnreadableAudioError });
    } finally {
      clearInterval(renewal);
    }
    return true;
  }

  private async process(job: MediaJob): Promise<string> {
    const { db, mediaDir, now } = this.options;
    const source = await findFileRow(db, job.source_file_id);
    if (!source) throw new Error('The source file is gone.');
    if (source.unreadable_at) throw new UnreadableAudioError('The audio was found unreadable before.');
    // `.part` names are swept once stale (api/media/store.ts), so a crash mid-encode leaves nothing
    // behind; held fresh meanwhile (between ffmpeg's steps the output is read, not written).
    const temp = path.join(mediaDir, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(mediaDir, { recursive: true });
    const release = holdPart(temp);
    try {
      // ffmpeg reads a local file: the source itself on disk, a temporary copy from S3.
      await this.media.withLocalFile(source.id, async (input) => {
        // Decoded whole once, before any encoding: garbage behind a valid first frame passes the
        // upload's checks, and would otherwise make a near-empty rendition or fail without a word.
        const verdict = await decodeVerdict(input, source.duration_seconds);
        if (!verdict.readable) {
          await markFileUnreadable(db, source.id, now().toISOString());
          throw new UnreadableAudioError(verdict.reason);
        }
        return this.render(input, temp, cutsOfKey(job.cuts), source.duration_seconds);
      });
      const { size } = await stat(temp);
      if (size === 0) throw new Error('The encoder wrote an empty file.');
      const [sha256, duration] = await Promise.all([sha256Of(temp), decodedDuration(temp, source.duration_seconds)]);
      // The player's waveform, made with the rendition; without it (an error) it is made on request.
      const peaks = await computePeaks(temp, duration ?? source.duration_seconds).catch(() => null);
      const id = newId(now().getTime());
      await this.media.putFile(id, temp, { contentType: 'audio/mpeg' });
      await db
        .insertInto('files')
        .values({
          id,
          owner_id: source.owner_id,
          name: renditionName(source.name),
          mime: 'audio/mpeg',
          size,
          kind: 'audio',
          duration_seconds: duration ?? source.duration_seconds,
          sha256,
          created_at: now().toISOString(),
          peaks: peaks && JSON.stringify(peaks),
        })
        .execute();
      return id;
    } finally {
      release();
      await rm(temp, { force: true });
    }
  }
}
