import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from '#api/schemas/file.ts';
import { SPEECH_BITS_PER_SECOND, atLimit, containerOf, pickSpeechFormat, timeLeftMs } from './speech-preset.ts';
import { levelOf } from './use-input-level.ts';

describe('speech preset', () => {
  it('falls back in order: WebM Opus, Ogg Opus, MP4 AAC, then the browser default', () => {
    const only =
      (...types: string[]) =>
      (mime: string) =>
        types.includes(mime);
    expect(pickSpeechFormat(only('audio/webm;codecs=opus', 'audio/ogg;codecs=opus')).id).toBe('webm-opus');
    expect(pickSpeechFormat(only('audio/ogg;codecs=opus', 'audio/mp4')).id).toBe('ogg-opus');
    expect(pickSpeechFormat(only('audio/mp4')).mimeType).toBe('audio/mp4');
    expect(pickSpeechFormat(only()).id).toBe('default');
    expect(containerOf(pickSpeechFormat(only('audio/webm;codecs=opus')), '')).toBe('audio/webm');
    expect(containerOf(pickSpeechFormat(only()), 'audio/x-browser;codecs=y')).toBe('audio/x-browser');
  });

  it('holds at least 40 minutes in the audio limit at its bitrate', () => {
    expect((AUDIO_MAX_BYTES * 8) / SPEECH_BITS_PER_SECOND / 60).toBeGreaterThanOrEqual(40);
    expect(timeLeftMs(0, 0)).toBeGreaterThanOrEqual(40 * 60_000);
  });

  it('tells the time left from the real rate once 5 s are in, and stops 2 s before the limit', () => {
    // 60 s at 5,000 bytes/s (40 kbit/s: more than the preset, container and all).
    expect(Math.round(timeLeftMs(300_000, 60_000) / 1000)).toBe(Math.round((AUDIO_MAX_BYTES - 300_000) / 5000));
    expect(atLimit(AUDIO_MAX_BYTES - 20_000, 2_000_000)).toBe(false);
    expect(atLimit(AUDIO_MAX_BYTES - 5000, 2_000_000)).toBe(true);
  });

  it('measures level and peak of a block of samples', () => {
    expect(levelOf(new Float32Array(256))).toEqual({ peak: 0, dbfs: -60 });
    const full = levelOf(new Float32Array(256).fill(1));
    expect(full.peak).toBe(1);
    expect(full.dbfs).toBeCloseTo(0, 5);
    expect(levelOf(new Float32Array(256).fill(0.1)).dbfs).toBeCloseTo(-20, 5);
  });
});
