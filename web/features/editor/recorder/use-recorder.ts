import { useCallback, useEffect, useRef, useState } from 'react';
import { newId } from '#api/schemas/ids.ts';
import { appendRecordingChunk, startRecordingSession, updateRecordingSession } from '#web/db/recordings.ts';
import { RecordingClock, monotonicNow } from './recording-clock.ts';
import { SPEECH_BITS_PER_SECOND, SPEECH_CONSTRAINTS, atLimit, containerOf, pickSpeechFormat, type SpeechFormat } from './speech-preset.ts';

/** `resumed` is recording again after a pause (spec §4: started, paused, resumed, stopped). */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'resumed' | 'error';

/**
 * Why the recorder paused or stopped by itself: the page was hidden (another app, a locked phone:
 * the browser takes the microphone away), the microphone ended, or the audio limit was reached.
 */
export type RecorderNotice = 'hidden' | 'micLost' | 'limit';

/** The recorder cuts a chunk every second: a crash or reload loses at most that much. */
export const CHUNK_MS = 1000;
/** The shown clock is read this often (it shows whole seconds), not on every frame. */
const CLOCK_TICK_MS = 250;

interface RecorderOptions {
  draftId: string;
  userId: string;
  /** The recording stopped and every chunk is stored: it can be played and uploaded. */
  onStopped: (recordingId: string, durationMs: number) => void;
}

const supported = (mime: string) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mime);

/**
 * Records from the microphone with the browser's `MediaRecorder` in the speech preset (mono Opus,
 * 32 kbit/s, `speech-preset.ts`): the states started / paused / resumed / stopped, the elapsed time
 * and the bytes so far. It runs with a one-second timeslice; each chunk is written to Dexie
 * (`recordings`, by recording id and sequence) as it arrives and nothing else keeps it, and a marker
 * in `meta` says the recording is unfinished until it stops, so the editor can offer to recover it
 * after a crash or reload. Hiding the page pauses the recording (the browser would cut the
 * microphone anyway); a lost microphone or the audio limit stops it, keeping every chunk. The live
 * view (level, waveform) reads `stream` on its own, at a modest rate (`use-input-level.ts`).
 */
export function useRecorder({ draftId, userId, onStopped }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [bytes, setBytes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<RecorderNotice | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [format] = useState<SpeechFormat>(() => pickSpeechFormat(supported));
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const clockRef = useRef<RecordingClock | null>(null);
  const onStoppedRef = useRef(onStopped);
  onStoppedRef.current = onStopped;

  const teardown = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    recorderRef.current = null;
    setStream(null);
  }, []);
  // Leaving mid-recording stops it (its last chunk is written and the take kept); else frees the microphone.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      else teardown();
    },
    [teardown],
  );

  // A hidden page (app switch, screen locked) pauses the recording cleanly, and says so.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && recorderRef.current?.state === 'recording') {
        pause();
        setNotice('hidden');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The shown clock, while recording: a re-render only when the shown second changes.
  useEffect(() => {
    if (state !== 'recording' && state !== 'resumed') return;
    const timer = setInterval(() => {
      const ms = clockRef.current?.elapsedMs() ?? 0;
      setElapsedMs((previous) => (Math.floor(previous / 1000) === Math.floor(ms / 1000) ? previous : ms));
    }, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [state]);

  // The last second so far is written before the pause (the browser would hold it until the resume).
  function pause() {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return;
    recorder.requestData();
    recorder.pause();
  }

  const start = useCallback(async () => {
    setState('starting');
    setError(null);
    setNotice(null);
    setElapsedMs(0);
    setBytes(0);
    let media: MediaStream;
    let recorder: MediaRecorder;
    try {
      // One channel, speech processing.
      media = await navigator.mediaDevices.getUserMedia({ audio: SPEECH_CONSTRAINTS });
      recorder = new MediaRecorder(media, { ...(format.mimeType ? { mimeType: format.mimeType } : {}), audioBitsPerSecond: SPEECH_BITS_PER_SECOND });
    } catch (e) {
      teardown();
      setState('error');
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    streamRef.current = media;
    recorderRef.current = recorder;
    const clock = new RecordingClock(monotonicNow);
    clockRef.current = clock;

    const id = newId();
    let mime = containerOf(format, '');
    let seq = 0;
    let size = 0;
    let endReason: RecorderNotice | undefined;
    // Chunks are written one after the other, in order; the stop waits for the last one.
    let writes: Promise<void> = startRecordingSession({ id, userId, draftId, mime, startedAt: Date.now() });
    recorder.ondataavailable = ({ data: blob }) => {
      if (blob.size === 0) return;
      const n = seq++;
      const at = clock.elapsedMs();
      if (n === 0 && format.mimeType === undefined && blob.type) {
        // The browser chose the format: keep what it produced.
        mime = containerOf(format, blob.type);
        const chosen = mime;
        writes = writes.then(() => updateRecordingSession(id, { mime: chosen }));
      }
      const chunkMime = mime;
      writes = writes.then(() => appendRecordingChunk(id, n, blob, chunkMime, at)).catch(() => undefined);
      size += blob.size;
      setBytes(size);
      setElapsedMs(at);
      if (recorder.state === 'recording' && atLimit(size, at)) {
        endReason = 'limit';
        setNotice('limit');
        recorder.stop();
      }
    };
    recorder.onpause = () => {
      clock.hold();
      const at = clock.elapsedMs();
      setElapsedMs(at);
      setState('paused');
      writes = writes.then(() => updateRecordingSession(id, { state: 'paused', durationMs: at }));
    };
    recorder.onresume = () => {
      clock.run();
      setState('resumed');
      setNotice(null);
      writes = writes.then(() => updateRecordingSession(id, { state: 'recording' }));
    };
    recorder.onstop = () => {
      clock.hold();
      const total = clock.elapsedMs();
      const reason = endReason === 'micLost' || endReason === 'limit' ? endReason : undefined;
      void writes
        .then(() => updateRecordingSession(id, { state: 'stopped', durationMs: total, ...(reason ? { endReason: reason } : {}) }))
        .then(() => {
          teardown();
          setState('idle');
          onStoppedRef.current(id, total);
        });
    };
    // The microphone went away (unplugged, taken by another app): stop, keeping every chunk.
    for (const track of media.getAudioTracks()) {
      track.addEventListener('ended', () => {
        if (recorder.state === 'inactive') return;
        endReason = 'micLost';
        setNotice('micLost');
        recorder.stop();
      });
    }
    recorder.start(CHUNK_MS);
    clock.run();
    setStream(media);
    setState('recording');
    // Ask the browser to keep this site's storage through low-space clean-ups and restarts.
    void navigator.storage?.persist?.().catch(() => false);
  }, [draftId, userId, teardown, format]);

  return {
    state,
    elapsedMs,
    bytes,
    error,
    notice,
    stream,
    format,
    start,
    pause,
    resume: () => recorderRef.current?.state === 'paused' && recorderRef.current.resume(),
    stop: () => recorderRef.current && recorderRef.current.state !== 'inactive' && recorderRef.current.stop(),
  };
}
