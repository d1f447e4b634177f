import { CUE_TEXT_MAX, CUES_MAX, TIME_MAX_SECONDS, TRANSCRIPT_TEXT_MAX, type Cue } from './transcript.ts';

/**
 * Parsing of WebVTT and SRT files (the editor reads an uploaded file in the page) and of the
 * `mm:ss` times typed for chapters. Errors are codes the editor translates, with the line at fault.
 */

export type TimedTextError =
  | { code: 'empty' }
  | { code: 'unknown_format' }
  | { code: 'bad_timing'; line: number }
  | { code: 'end_before_start'; line: number }
  | { code: 'unordered'; line: number }
  | { code: 'cue_too_long'; line: number }
  | { code: 'too_many_cues' }
  | { code: 'too_long' };

export type TimedTextResult = { ok: true; format: 'vtt' | 'srt'; cues: Cue[] } | { ok: false; error: TimedTextError };

/** `[hh:]mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SRT) → seconds; null when malformed. */
export function parseTimestamp(text: string): number | null {
  const m = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

const TIMING = /^(\S+)\s+-->\s+(\S+)(?:\s.*)?$/;

/** SRT's formatting (`<i>`, `<b>`, `<u>`, `<font>`, `{\\an8}`) → plain cue text; any other `<` is text. */
function plainSrtText(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/<\/?(?:i|b|u|font)\b[^>]*>/gi, '')
    .replace(/\{\\[^}]*\}/g, '')
    .trim();
}

/** WebVTT tags (`<v Speaker>`, `<i>`, `<c.x>`, timestamps) and entities → plain cue text. */
function plainVttText(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Cues of a WebVTT or SRT document, in order. WebVTT is recognised by its `WEBVTT` header, SRT by
 * a first block of an index line then a timing line. NOTE, STYLE and REGION blocks are skipped.
 */
export function parseTimedText(source: string): TimedTextResult {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.trim()) return { ok: false, error: { code: 'empty' } };
  const lines = text.split('\n');
  const isVtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0]!);
  const firstBlock = text.trim().split('\n');
  const isSrt = !isVtt && /^\d+$/.test(firstBlock[0]!.trim()) && TIMING.test(firstBlock[1]?.trim() ?? '');
  if (!isVtt && !isSrt) return { ok: false, error: { code: 'unknown_format' } };

  const cues: Cue[] = [];
  let total = 0;
  let i = isVtt ? 1 : 0;
  // The WebVTT header block ends at the first blank line.
  if (isVtt) while (i < lines.length && lines[i]!.trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const start = i;
    while (i < lines.length && lines[i]!.trim() !== '') i++;
    const block = lines.slice(start, i);
    if (isVtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!)) continue;
    // The timing line is the first or (after a cue identifier) the second line of a block.
    const at = TIMING.test(block[0]!.trim()) ? 0 : TIMING.test(block[1]?.trim() ?? '') ? 1 : -1;
    if (at < 0) return { ok: false, error: { code: 'bad_timing', line: start + 1 } };
    const timing = TIMING.exec(block[at]!.trim())!;
    const lineNo = start + at + 1;
    const from = parseTimestamp(timing[1]!);
    const to = parseTimestamp(timing[2]!);
    if (from === null || to === null || to > TIME_MAX_SECONDS) return { ok: false, error: { code: 'bad_timing', line: lineNo } };
    if (to <= from) return { ok: false, error: { code: 'end_before_start', line: lineNo } };
    if (cues.length && from < cues.at(-1)!.start) return { ok: false, error: { code: 'unordered', line: lineNo } };
    const cueText = (isVtt ? plainVttText : plainSrtText)(block.slice(at + 1));
    // A cue with no words (a timing left alone) shows nothing: dropped rather than refused.
    if (!cueText) continue;
    if (cueText.length > CUE_TEXT_MAX) return { ok: false, error: { code: 'cue_too_long', line: lineNo } };
    total += cueText.length;
    if (total > TRANSCRIPT_TEXT_MAX) return { ok: false, error: { code: 'too_long' } };
    cues.push({ start: from, end: to, text: cueText });
    if (cues.length > CUES_MAX) return { ok: false, error: { code: 'too_many_cues' } };
  }
  if (cues.length === 0) return { ok: false, error: { code: 'empty' } };
  return { ok: true, format: isVtt ? 'vtt' : 'srt', cues };
}

/** `m:ss`, `mm:ss` or `h:mm:ss` → seconds; null when malformed. */
export function parseClock(text: string): number | null {
  const m = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  if (m[1] !== undefined && Number(m[2]) > 59) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  return seconds <= TIME_MAX_SECONDS ? seconds : null;
}

/** Seconds → `m:ss`, or `h:mm:ss` from an hour. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const ss = String(s % 60).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}:${ss}`;
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${ss}`;
}
