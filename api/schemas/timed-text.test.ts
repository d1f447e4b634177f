import { describe, expect, it } from 'vitest';
import { formatClock, parseClock, parseTimedText, parseTimestamp } from './timed-text.ts';
import { currentIndex, toWebVtt } from './transcript.ts';

describe('parseTimedText', () => {
  it('reads WebVTT with a header, identifiers, settings, notes, voice tags and entities', () => {
    const vtt =
      '\uFEFFWEBVTT - demo\nKind: captions\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:04.500 align:start\n<v Awa>Bonsoir &amp; bienvenue</v>\n\n00:00:04.500 --> 00:00:09.000\nDeux\nlignes\n';
    expect(parseTimedText(vtt)).toEqual({
      ok: true,
      format: 'vtt',
      cues: [
        { start: 1, end: 4.5, text: 'Bonsoir & bienvenue' },
        { start: 4.5, end: 9, text: 'Deux\nlignes' },
      ],
    });
  });

  it('reads SRT with CRLF line ends and formatting tags', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,000\r\n<i>Hello</i> a < b\r\n\r\n2\r\n01:00:00,250 --> 01:00:03,000\r\n{\\an8}World\r\n';
    expect(parseTimedText(srt)).toEqual({
      ok: true,
      format: 'srt',
      cues: [
        { start: 1, end: 2, text: 'Hello a < b' },
        { start: 3600.25, end: 3603, text: 'World' },
      ],
    });
  });

  it('round-trips what toWebVtt writes', () => {
    const cues = [
      { start: 0, end: 1.25, text: 'a <b> & c' },
      { start: 61, end: 3725.5, text: 'two\nlines' },
    ];
    expect(parseTimedText(toWebVtt(cues))).toEqual({ ok: true, format: 'vtt', cues });
  });

  it('names what is wrong with a bad file, and the line', () => {
    expect(parseTimedText('  \n')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseTimedText('WEBVTT\n')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseTimedText('Just some words')).toEqual({ ok: false, error: { code: 'unknown_format' } });
    expect(parseTimedText('WEBVTT\n\n00:01.000 -> 00:02.000\nx')).toEqual({ ok: false, error: { code: 'bad_timing', line: 3 } });
    expect(parseTimedText('WEBVTT\n\n00:01.000 --> 00:02.0\nx')).toEqual({ ok: false, error: { code: 'bad_timing', line: 3 } });
    expect(parseTimedText('WEBVTT\n\n00:03.000 --> 00:02.000\nx')).toEqual({ ok: false, error: { code: 'end_before_start', line: 3 } });
    expect(parseTimedText('WEBVTT\n\n00:03.000 --> 00:04.000\nx\n\n00:01.000 --> 00:02.000\ny')).toEqual({ ok: false, error: { code: 'unordered', line: 6 } });
    expect(parseTimedText(`WEBVTT\n\n00:03.000 --> 00:04.000\n${'x'.repeat(1001)}`)).toEqual({ ok: false, error: { code: 'cue_too_long', line: 3 } });
  });
});

describe('times', () => {
  it('parses timestamps and clocks, refusing malformed ones', () => {
    expect(parseTimestamp('01:02:03.004')).toBe(3723.004);
    expect(parseTimestamp('02:03,500')).toBe(123.5);
    expect(parseTimestamp('2:3.5')).toBeNull();
    expect(parseClock('0:00')).toBe(0);
    expect(parseClock('12:34')).toBe(754);
    expect(parseClock('90:00')).toBe(5400);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock('1:62:03')).toBeNull();
    expect(parseClock('1:7')).toBeNull();
    expect(parseClock('abc')).toBeNull();
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3723.9)).toBe('1:02:03');
  });

  it('finds the cue or chapter being played', () => {
    const cues = [
      { start: 1, end: 2 },
      { start: 2, end: 4 },
      { start: 6, end: 7 },
    ];
    expect([0, 1, 2.5, 4.5, 6.1, 9].map((time) => currentIndex(cues, time))).toEqual([-1, 0, 1, -1, 2, -1]);
    expect([0, 5, 100].map((time) => currentIndex([{ start: 0 }, { start: 5 }], time))).toEqual([0, 1, 1]);
  });
});
