import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RecordPlugin from 'wavesurfer.js/dist/plugins/record.esm.js';
import { newId } from '#api/schemas/ids.ts';
import { appendRecordingChunk, startRecordingSession, updateRecordingSession } from '#web/db/recordings.ts';
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

interface RecorderOptions {
  draftId: string;
  userId: string;
  waveRef: RefObject<HTMLElement | null>;
  /** The recording stopped and every chunk is stored: it can be played and uploaded. */
  onStopped: (recordingId: string, durationMs: number) => void;
}

const supported = (mime: string) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mime);

/**
 * Records from the microphone with wavesurfer.js's record plugin in the speech preset (mono Opus,
 * 32 kbit/s, `speech-preset.ts`): a live scrolling waveform, the states started / paused / resumed /
 * stopped, the elapsed time and the bytes so far. The plugin's MediaRecorder runs with a one-second
 * timeslice; each chunk is written to Dexie (`recordings`, by recording id and sequence) as it
 * arrives, and a marker in `meta` says the recording is unfinished until it stops, so the editor can
 * offer to recover it after a crash or reload. Hiding the page pauses the recording (the browser
 * would cut the microphone anyway); a lost microphone or the audio limit stops it, keeping every chunk.
 */
export function useRecorder({ draftId, userId, waveRef, onStopped }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [bytes, setBytes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<RecorderNotice | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [format] = useState<SpeechFormat>(() => pickSpeechFormat(supported));
  const surferRef = useRef<WaveSurfer | null>(null);
  const recordRef = useRef<RecordPlugin | null>(null);
  const onStoppedRef = useRef(onStopped);
  onStoppedRef.current = onStopped;

  const teardown = useCallback(() => {
    surferRef.current?.destroy();
    surferRef.current = null;
    recordRef.current = null;
    setStream(null);
  }, []);
  useEffect(() => teardown, [teardown]);

  // A hidden page (app switch, screen locked) pauses the recording cleanly, and says so.
  useEffect(() => {
    const onVisibility = () => {
      const record = recordRef.current;
      if (document.visibilityState === 'hidden' && record?.isRecording()) {
        record.pauseRecording();
        setNotice('hidden');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const start = useCallback(async () => {
    if (!waveRef.current) return;
    setState('starting');
    setError(null);
    setNotice(null);
    setElapsedMs(0);
    setBytes(0);
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
    const record = surfer.registerPlugin(
      RecordPluginClass.create({ renderRecordedAudio: false, scrollingWaveform: true, mediaRecorderTimeslice: CHUNK_MS, mimeType: format.mimeType, audioBitsPerSecond: SPEECH_BITS_PER_SECOND }),
    );
    surferRef.current = surfer;
    recordRef.current = record;

    const id = newId();
    let mime = containerOf(format, '');
    let seq = 0;
    let duration = 0;
    let size = 0;
    let endReason: RecorderNotice | undefined;
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
      if (record.isRecording() && atLimit(size, duration)) {
        endReason = 'limit';
        setNotice('limit');
        record.stopRecording();
      }
    });
    record.on('record-pause', () => {
      setState('paused');
      writes = writes.then(() => updateRecordingSession(id, { state: 'paused', durationMs: duration }));
    });
    record.on('record-resume', () => {
      setState('resumed');
      setNotice(null);
      writes = writes.then(() => updateRecordingSession(id, { state: 'recording' }));
    });
    record.on('record-ended-externally', () => {
      endReason = 'micLost';
      setNotice('micLost');
    });
    record.on('record-end', () => {
      const total = duration;
      const reason = endReason === 'micLost' || endReason === 'limit' ? endReason : undefined;
      void writes
        .then(() => updateRecordingSession(id, { state: 'stopped', durationMs: total, ...(reason ? { endReason: reason } : {}) }))
        .then(() => {
          teardown();
          setState('idle');
          onStoppedRef.current(id, total);
        });
    });
    try {
      // The plugin records from the stream it opened here (one channel, speech processing).
      setStream(await record.startMic(SPEECH_CONSTRAINTS));
      await record.startRecording();
      setState('recording');
      // Ask the browser to keep this site's storage through low-space clean-ups and restarts.
      void navigator.storage?.persist?.().catch(() => false);
    } catch (e) {
      teardown();
      setState('error');
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [draftId, userId, waveRef, teardown, format]);

  return {
    state,
    elapsedMs,
    bytes,
    error,
    notice,
    stream,
    format,
    start,
    pause: () => recordRef.current?.pauseRecording(),
    resume: () => recordRef.current?.resumeRecording(),
    stop: () => recordRef.current?.stopRecording(),
  };
}
