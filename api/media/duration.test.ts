import { describe, expect, it } from 'vitest';
import { bufferSource } from './byte-source.ts';
import { mediaDuration } from './duration.ts';

describe('mediaDuration', () => {
  it('gives no duration (not 0) for a lone MPEG frame header, found by the upload fuzz suite', async () => {
    expect(await mediaDuration(bufferSource(Uint8Array.from([255, 251, 144, 0])), 'audio/mpeg')).toBeNull();
  });

  it('gives no duration for types without one', async () => {
    expect(await mediaDuration(bufferSource(Uint8Array.from([255, 216, 255])), 'image/jpeg')).toBeNull();
  });
});
