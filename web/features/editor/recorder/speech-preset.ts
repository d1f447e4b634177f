import { AUDIO_MAX_BYTES } from '#api/schemas/file.ts';

/**
 * The recorder's speech preset (issue #13): mono Opus at 32 kbit/s, so the 10 MB audio limit holds
 * 43 minutes (32 kbit/s is 240 KB a minute; Opus stays clear for speech down to about 24 kbit/s).
 */
export const SPEECH_BITS_PER_SECOND = 32_000;

/** The microphone constraints of the preset: one channel, the browser's speech processing on. */
export const SPEECH_CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true };

export type SpeechFormatId = 'webm-opus' | 'ogg-opus' | 'mp4-aac' | 'default';

export interface SpeechFormat {
  id: SpeechFormatId;
  /** What `MediaRecorder` is asked for; undefined lets the browser choose (the last resort). */
  mimeType: string | undefined;
}

/** The formats tried, best first: Opus in WebM (Chromium, Firefox), Opus in Ogg, AAC in MP4 (Safari). */
export const SPEECH_FORMATS: readonly SpeechFormat[] = [
  { id: 'webm-opus', mimeType: 'audio/webm;codecs=opus' },
  { id: 'ogg-opus', mimeType: 'audio/ogg;codecs=opus' },
  { id: 'mp4-aac', mimeType: 'audio/mp4;codecs=mp4a.40.2' },
  { id: 'mp4-aac', mimeType: 'audio/mp4' },
  { id: 'default', mimeType: undefined },
];

/** The first format the browser can record (`isTypeSupported` is `MediaRecorder.isTypeSupported`). */
export function pickSpeechFormat(isTypeSupported: (mime: string) => boolean): SpeechFormat {
  return SPEECH_FORMATS.find((f) => f.mimeType === undefined || isTypeSupported(f.mimeType))!;
}

/** The container type a recording is stored and uploaded as (`audio/webm`…), from what was asked or produced. */
export function containerOf(format: SpeechFormat, producedType: string): string {
  return (format.mimeType ?? (producedType || 'audio/webm')).split(';')[0]!;
}

/**
 * Time left before the audio limit, in milliseconds, from the bytes recorded so far over the time
 * they took (the real rate, container included); the preset's nominal rate until 5 s are in.
 */
export function timeLeftMs(bytes: number, elapsedMs: number, maxBytes = AUDIO_MAX_BYTES): number {
  const nominal = SPEECH_BITS_PER_SECOND / 8 / 1000;
  const rate = elapsedMs >= 5000 && bytes > 0 ? Math.max(bytes / elapsedMs, nominal / 4) : nominal;
  return Math.max(0, (maxBytes - bytes) / rate);
}

/** Two seconds of margin: the recorder stops itself before the next chunks could pass the limit. */
export function atLimit(bytes: number, elapsedMs: number, maxBytes = AUDIO_MAX_BYTES): boolean {
  return timeLeftMs(bytes, elapsedMs, maxBytes) < 2000;
}
