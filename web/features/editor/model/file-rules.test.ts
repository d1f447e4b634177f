import { describe, expect, it } from 'vitest';
import { pickFiles } from './file-rules.ts';

const MB = 1024 * 1024;
/** A file that says it has `size` bytes (without allocating them). */
const file = (name: string, size: number, type: string) => Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

describe('picked files (spec §5 and §9)', () => {
  it('keeps images up to 2 MB and drops bigger ones by name', () => {
    const { accepted, dropped } = pickFiles([file('ok.jpg', 2 * MB, 'image/jpeg'), file('big.png', 2 * MB + 1, 'image/png')], 'image', 3);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(dropped).toEqual([{ name: 'big.png', size: 2 * MB + 1, reason: 'too_large' }]);
  });

  it('keeps audio up to 10 MB and video up to 30 MB', () => {
    expect(pickFiles([file('a.mp3', 10 * MB, 'audio/mpeg')], 'audio', 1).accepted).toHaveLength(1);
    expect(pickFiles([file('a.mp3', 10 * MB + 1, 'audio/mpeg')], 'audio', 1).dropped[0]?.reason).toBe('too_large');
    expect(pickFiles([file('v.mp4', 30 * MB, 'video/mp4')], 'video', 1).accepted).toHaveLength(1);
    expect(pickFiles([file('v.webm', 30 * MB + 1, 'video/webm')], 'video', 1).dropped[0]?.reason).toBe('too_large');
  });

  it('takes at most 5 files per upload', () => {
    const files = Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`, 10, 'image/jpeg'));
    const { accepted, dropped } = pickFiles(files, 'image', 10);
    expect(accepted).toHaveLength(5);
    expect(dropped.map((d) => [d.name, d.reason])).toEqual([
      ['p5.jpg', 'too_many'],
      ['p6.jpg', 'too_many'],
    ]);
  });

  it('stops at the room left (3 cover images in all)', () => {
    const files = ['a', 'b', 'c'].map((n) => file(`${n}.jpg`, 10, 'image/jpeg'));
    const { accepted, dropped } = pickFiles(files, 'image', 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(dropped.map((d) => d.reason)).toEqual(['no_room', 'no_room']);
  });

  it('drops files of the wrong kind, trusting a known extension when the type is missing', () => {
    expect(pickFiles([file('doc.pdf', 10, 'application/pdf')], 'image', 3).dropped[0]?.reason).toBe('wrong_type');
    expect(pickFiles([file('take.webm', 10, '')], 'audio', 1).accepted).toHaveLength(1);
  });
});
