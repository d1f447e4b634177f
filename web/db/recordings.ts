import { db as defaultDb, type TribesDb } from './database.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { joinWebm } from '#web/lib/webm-join.ts';

/**
 * A recording in progress or finished, kept in `meta` under `recording:<id>` beside its chunks
 * (`recordings`, one a second). `state` stays `recording` or `paused` until the recorder stops it,
 * so a recording whose page crashed or reloaded is found again and offered for recovery.
 */
export interface RecordingSession {
  id: string;
  userId: string;
  /** The draft (article id) the recording was made for. */
  draftId: string;
  mime: string;
  startedAt: number;
  state: 'recording' | 'paused' | 'stopped';
  /** Recorded time in milliseconds, as last reported by the recorder. */
  durationMs: number;
  /** The server's record once uploaded. */
  uploaded?: StoredFile;
  /** Why the recorder stopped by itself: the microphone was lost, or the audio limit was reached. */
  endReason?: 'micLost' | 'limit';
}

const PREFIX = 'recording:';
const key = (id: string) => `${PREFIX}${id}`;

/** Starts keeping a recording: its session marker, before the first chunk arrives. */
export async function startRecordingSession(session: Omit<RecordingSession, 'state' | 'durationMs'>, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key: key(session.id), value: { ...session, state: 'recording', durationMs: 0 } satisfies RecordingSession });
}

/** Stores one chunk of a recording (`seq` from 0, in the order the recorder gave them). */
export async function appendRecordingChunk(id: string, seq: number, blob: Blob, mime: string, durationMs: number, database: TribesDb = defaultDb): Promise<void> {
  await database.transaction('rw', [database.recordings, database.meta], async () => {
    await database.recordings.put({ id, seq, blob, mime, at: Date.now() });
    const row = await database.meta.get(key(id));
    if (row) await database.meta.put({ key: key(id), value: { ...(row.value as RecordingSession), durationMs } });
  });
}

/** Updates a recording's marker (state, duration, upload). */
export async function updateRecordingSession(id: string, patch: Partial<Omit<RecordingSession, 'id'>>, database: TribesDb = defaultDb): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    const row = await database.meta.get(key(id));
    if (row) await database.meta.put({ key: key(id), value: { ...(row.value as RecordingSession), ...patch } });
  });
}

export async function recordingSession(id: string, database: TribesDb = defaultDb): Promise<RecordingSession | undefined> {
  return (await database.meta.get(key(id)))?.value as RecordingSession | undefined;
}

/** Recordings of a user that were never stopped (the page closed or crashed while recording). */
export async function unfinishedRecordings(userId: string, database: TribesDb = defaultDb): Promise<RecordingSession[]> {
  const rows = await database.meta.where('key').startsWith(PREFIX).toArray();
  const sessions = rows.map((r) => r.value as RecordingSession).filter((s) => s.userId === userId && s.state !== 'stopped');
  const withChunks: RecordingSession[] = [];
  for (const s of sessions) if ((await database.recordings.where('id').equals(s.id).count()) > 0) withChunks.push(s);
  return withChunks.sort((a, b) => b.startedAt - a.startedAt);
}

/** Ids of every recording kept for a draft (finished or not). */
export async function draftRecordingIds(draftId: string, database: TribesDb = defaultDb): Promise<string[]> {
  const rows = await database.meta.where('key').startsWith(PREFIX).toArray();
  return rows
    .map((r) => r.value as RecordingSession)
    .filter((s) => s.draftId === draftId)
    .map((s) => s.id);
}

/** The finished recordings (takes) of a draft, oldest first. */
export async function draftTakes(draftId: string, database: TribesDb = defaultDb): Promise<RecordingSession[]> {
  const rows = await database.meta.where('key').startsWith(PREFIX).toArray();
  return rows
    .map((r) => r.value as RecordingSession)
    .filter((s) => s.draftId === draftId && s.state === 'stopped')
    .sort((a, b) => a.startedAt - b.startedAt);
}

/** The recording as one Blob (its chunks in order), or undefined when no chunk is kept. */
export async function recordingBlob(id: string, database: TribesDb = defaultDb): Promise<Blob | undefined> {
  const chunks = await database.recordings.where('id').equals(id).sortBy('seq');
  if (chunks.length === 0) return undefined;
  return new Blob(
    chunks.map((c) => c.blob),
    { type: chunks[0]!.mime },
  );
}

/**
 * Appends one take to another (issue #13: "appends them"): a new finished recording of the same
 * draft holding the first then the second (WebM joined without decoding, `web/lib/webm-join.ts`),
 * with its real length, in the first's place among the takes. Both takes stay as they are (the
 * caller drops them, unless an upload still needs them). Works offline: nothing leaves the device.
 * Throws `WebmJoinError` when the takes cannot be joined (not WebM, or different formats).
 */
export async function joinRecordings(firstId: string, secondId: string, database: TribesDb = defaultDb): Promise<RecordingSession> {
  const [first, firstBlob, secondBlob] = await Promise.all([recordingSession(firstId, database), recordingBlob(firstId, database), recordingBlob(secondId, database)]);
  if (!first || !firstBlob || !secondBlob) throw new Error('A take to join is no longer on this device.');
  const joined = joinWebm(new Uint8Array(await firstBlob.arrayBuffer()), new Uint8Array(await secondBlob.arrayBuffer()));
  const session: RecordingSession = {
    id: newId(),
    userId: first.userId,
    draftId: first.draftId,
    mime: first.mime,
    startedAt: first.startedAt,
    state: 'stopped',
    durationMs: Math.round(joined.durationMs),
  };
  await database.transaction('rw', [database.recordings, database.meta], async () => {
    await database.recordings.put({ id: session.id, seq: 0, blob: new Blob([joined.bytes], { type: first.mime }), mime: first.mime, at: Date.now() });
    await database.meta.put({ key: key(session.id), value: session });
  });
  return session;
}

/** Whether takes in this format can be appended to each other (WebM, the speech preset's first choice). */
export const canJoin = (mime: string) => /webm/i.test(mime);

/** Forgets a recording: its chunks and its marker. */
export async function discardRecording(id: string, database: TribesDb = defaultDb): Promise<void> {
  await database.transaction('rw', [database.recordings, database.meta], async () => {
    await database.recordings.where('id').equals(id).delete();
    await database.meta.delete(key(id));
  });
}
