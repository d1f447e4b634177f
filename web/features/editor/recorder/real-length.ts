import { recordingBlob, updateRecordingSession, type RecordingSession } from '#web/db/recordings.ts';

/** Decoding rate: the length is all that is wanted, and 8 kHz mono keeps 40 minutes at 77 MB. */
const DECODE_RATE = 8000;

/** The length of an audio Blob as the browser decodes it, in milliseconds; null when it cannot. */
export async function decodedLengthMs(blob: Blob): Promise<number | null> {
  if (typeof OfflineAudioContext === 'undefined') return null;
  try {
    const context = new OfflineAudioContext(1, 1, DECODE_RATE);
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    return Number.isFinite(buffer.duration) && buffer.duration > 0 ? Math.round(buffer.duration * 1000) : null;
  } catch {
    return null;
  }
}

/**
 * An interrupted recording with its real length: the length kept while recording is the
 * recorder's wall clock, which runs ahead of the audio actually captured (by a second or more on a
 * busy phone, and by whatever the last unsaved chunk held). The kept chunks are decoded and the
 * marker corrected, so the recovery offer, the take and the published file agree.
 */
export async function withRealLength(session: RecordingSession): Promise<RecordingSession> {
  const blob = await recordingBlob(session.id);
  const ms = blob ? await decodedLengthMs(blob) : null;
  if (ms === null || ms === session.durationMs) return session;
  await updateRecordingSession(session.id, { durationMs: ms });
  return { ...session, durationMs: ms };
}
