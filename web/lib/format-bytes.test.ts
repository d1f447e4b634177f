import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#api/schemas/file.ts';
import { STORAGE_CAPS } from '#web/db/download-settings.ts';
import { formatBytes } from './format-bytes.ts';

const MB = 1024 * 1024;

/** French puts a narrow no-break space between the number and its unit. */
describe('formatBytes', () => {
  it('writes sizes in the reader’s language', () => {
    expect(formatBytes(2.5 * MB, 'en')).toBe('2.5 MB');
    expect(formatBytes(2.5 * MB, 'fr')).toBe('2,5\u202fMo');
    expect(formatBytes(740 * 1024, 'en')).toBe('740 kB');
    expect(formatBytes(740 * 1024, 'fr')).toBe('740\u202fko');
    expect(formatBytes(1.5 * 1024 * MB, 'en')).toBe('1.5 GB');
    expect(formatBytes(1.5 * 1024 * MB, 'fr')).toBe('1,5\u202fGo');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(512, 'fr')).toBe('512\u00a0octets');
  });

  it('reads the upload limits as the spec names them (2, 10 and 30 MB)', () => {
    expect([IMAGE_MAX_BYTES, AUDIO_MAX_BYTES, VIDEO_MAX_BYTES].map((n) => formatBytes(n, 'en'))).toEqual(['2 MB', '10 MB', '30 MB']);
    expect([IMAGE_MAX_BYTES, AUDIO_MAX_BYTES, VIDEO_MAX_BYTES].map((n) => formatBytes(n, 'fr'))).toEqual(['2\u202fMo', '10\u202fMo', '30\u202fMo']);
  });

  it('reads each storage cap offered as a round size', () => {
    expect(STORAGE_CAPS.filter((c) => c !== null).map((c) => formatBytes(c, 'en'))).toEqual(['500 MB', '1 GB', '2 GB', '5 GB']);
  });

  it('never shows a negative size', () => {
    expect(formatBytes(-5, 'en')).toBe('0 bytes');
  });
});
