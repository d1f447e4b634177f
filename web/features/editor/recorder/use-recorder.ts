import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RecordPlugin from 'wavesurfer.js/dist/plugins/record.esm.js';
import { newId } from '#api/schemas/ids.ts';
import { appendRecordingChunk, startRecordingSession, updateRecordingSession } from '#web/db/recordings.ts';

/** `resumed` is recording again after a pause (spec §4: started, paused, resumed, stopped). */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'resumed' | 'error';

/** The recorder cuts a chunk every second: a crash or reload loses at most that much. */
export const CHUNK_MS = 1000;

const MIME_CANDIDATES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

function pickMime(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return MIME_CANDIDATES.find((m) => MediaRecorder.isTypeSupported(m));
}

interface RecorderOptions {
  draftId: string;
  userId: string;
  waveRef: RefObject<HTMLElement | null>;
  /** The recording stopped and every chunk is stored: it can be played and uploaded. */
  onStopped: (recordingId: string, durationMs: number) => void;
}

/**
 * Records from the microphone with wavesurfer.js's record plugin: a live scrolling waveform, the
 * states started / paused / resumed / stopped, and the elapsed time. The plugin's MediaRecorder
 * runs with a one-second timeslice; each chunk is written to Dexie (`recordings`, by recording id
 * and sequence) as it arrives, and a marker in `meta` says the recording is unfinished until it
 * stops, so the editor can offer to recover it after a crash or reload.
 */
export function useRecorder({ draftId, userId, waveRef, onStopped }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const recordRef = useRef<RecordPlugin | null>(null);
  const onStoppedRef = useRef(onStopped);
  onStoppedRef.current = onStopped;

  const teardown = useCallback(() => {
    surferRef.current?.destroy();
    surferRef.current = null;
    recordRef.current = null;
  }, []);
  useEffect(() => teardown, [teardown]);

  const start = useCallback(async () => {
    if (!waveRef.current) return;
    setState('starting');
    setError(null);
    setElapsedMs(0);
    const [{ default: WaveSurferClass }, { default: RecordPluginClass }] = await Promise.all([import('wavesurfer.js'), import('wavesurfer.js/dist/plugins/record.esm.js')]);
    const styles = getComputedStyle(waveRef.current);
    const surfer = WaveSurferClass.create({
      container: waveRef.current,
      height: 72,
      waveColor: styles.getPropertyValue('--rec-wave').trim() || '#b4441b',
      progressColor: styles.getPropertyValue('--rec-wave').trim() || '#b4441b',
      barWidth: 3,
      barGap: 2,
      barRadius: 3,
      interact: false,
    });
    const mimeType = pickMime();
    const record = surfer.registerPlugin(RecordPluginClass.create({ renderRecordedAudio: false, scrollingWaveform: true, mediaRecorderTimeslice: CHUNK_MS, mimeType }));
    surferRef.current = surfer;
    recordRef.current = record;

    const id = newId();
    const mime = (mimeType ?? 'audio/webm').split(';')[0]!;
    let seq = 0;
    let duration = 0;
    // Chunks are written one after the other, in order; the stop waits for the last one.
    let writes: Promise<void> = startRecordingSession({ id, userId, draftId, mime, startedAt: Date.now() });
    record.on('record-progress', (ms) => {
      duration = ms;
      setElapsedMs(ms);
    });
    record.on('record-data-available', (blob) => {
      if (blob.size === 0) return;
      const n = seq++;
      const at = duration;
      writes = writes.then(() => appendRecordingChunk(id, n, blob, mime, at)).catch(() => undefined);
    });
    record.on('record-pause', () => {
      setState('paused');
      writes = writes.then(() => updateRecordingSession(id, { state: 'paused', durationMs: duration }));
    });
    record.on('record-resume', () => {
      setState('resumed');
      writes = writes.then(() => updateRecordingSession(id, { state: 'recording' }));
    });
    record.on('record-end', () => {
      const total = duration;
      void writes
        .then(() => updateRecordingSession(id, { state: 'stopped', durationMs: total }))
        .then(() => {
          teardown();
          setState('idle');
          onStoppedRef.current(id, total);
        });
    });
    try {
      await record.startRecording();
      setState('recording');
    } catch (e) {
      teardown();
      setState('error');
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [draftId, userId, waveRef, teardown]);

  return {
    state,
    elapsedMs,
    error,
    start,
    pause: () => recordRef.current?.pauseRecording(),
    resume: () => recordRef.current?.resumeRecording(),
    stop: () => recordRef.current?.stopRecording(),
  };
}
