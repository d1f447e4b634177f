import { describe, expect, it } from 'vitest';
import { fixedImage, fluidImage, imageAt } from './image-sources.ts';

const COVER = '/media/3a9176c4f4aaa9e60a7fc51d65e3d78e/cover-savanna.jpg';

describe('image sources', () => {
  it('offers a fixed-size picture at the width each screen density needs', () => {
    expect(fixedImage(COVER, 56)).toEqual({
      src: `${COVER}?w=96`,
      srcSet: `${COVER}?w=96 1x, ${COVER}?w=160 2x, ${COVER}?w=320 3x`,
    });
    // Wider than the widest copy: the widest.
    expect(fixedImage(COVER, 720).srcSet).toBe(`${COVER}?w=960 1x, ${COVER}?w=1280 2x, ${COVER}?w=1280 3x`);
  });

  it('offers a fluid picture from 320 px up, with its sizes', () => {
    const sources = fluidImage(COVER, '(max-width: 768px) 100vw, 400px');
    expect(sources.src).toBe(`${COVER}?w=640`);
    expect(sources.srcSet).toBe([320, 480, 640, 960, 1280].map((w) => `${COVER}?w=${w} ${w}w`).join(', '));
    expect(sources.sizes).toBe('(max-width: 768px) 100vw, 400px');
  });

  it('leaves pictures the server does not keep as they are', () => {
    for (const path of ['blob:http://localhost/1234', 'https://example.org/a.jpg', `${COVER}?w=320`]) {
      expect(fixedImage(path, 56)).toEqual({ src: path });
      expect(fluidImage(path, '100vw')).toEqual({ src: path });
      expect(imageAt(path, 320)).toBe(path);
    }
  });
});
