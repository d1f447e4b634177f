import * as v from 'valibot';

/**
 * Transcripts and chapters of audio and video articles (WCAG 2.2 §1.2.1; Podcasting 2.0
 * `podcast:transcript` and `podcast:chapters`). Shared by the API and the editor, which parses an
 * uploaded WebVTT or SRT file in the page with `parseTimedText` and sends its cues.
 */

/** Most cues of one transcript (a cue every 2 s of a 3-hour episode). */
export const CUES_MAX = 6000;
export const CUE_TEXT_MAX = 1000;
/** Most characters of a plain-text transcript, and of all cues together. */
export const TRANSCRIPT_TEXT_MAX = 200_000;
export const CHAPTERS_MAX = 100;
export const CHAPTER_TITLE_MAX = 120;
/** Latest start time accepted (24 h): anything later is a typing mistake. */
export const TIME_MAX_SECONDS = 24 * 3600;

/** One timed line of a transcript; times in seconds. */
const CueOutputSchema = v.object({ start: v.number(), end: v.number(), text: v.string() });
export type Cue = v.InferOutput<typeof CueOutputSchema>;

/** A transcript: timed cues (from WebVTT or SRT) or plain text. */
export const TranscriptSchema = v.variant('format', [v.object({ format: v.literal('cues'), cues: v.array(CueOutputSchema) }), v.object({ format: v.literal('text'), text: v.string() })]);
export type Transcript = v.InferOutput<typeof TranscriptSchema>;

/** A chapter: its title and where it starts, in seconds. */
export const ChapterOutputSchema = v.object({ title: v.string(), start: v.number() });
export type Chapter = v.InferOutput<typeof ChapterOutputSchema>;

const Seconds = v.pipe(v.number(), v.finite(), v.minValue(0, 'min_value'), v.maxValue(TIME_MAX_SECONDS, 'max_value'));

export const CueSchema = v.pipe(
  v.object({
    start: Seconds,
    end: Seconds,
    text: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(CUE_TEXT_MAX, 'max_length')),
  }),
  v.forward(
    v.check((c) => c.end > c.start, 'end_before_start'),
    ['end'],
  ),
);

/** `transcript` of `PUT /api/articles/:id`: cues in time order, or plain text. */
export const TranscriptInputSchema = v.variant('format', [
  v.object({
    format: v.literal('cues'),
    cues: v.pipe(
      v.array(CueSchema),
      v.minLength(1, 'required'),
      v.maxLength(CUES_MAX, 'max_length'),
      v.check((cues) => cues.every((c, i) => i === 0 || c.start >= cues[i - 1]!.start), 'unordered'),
      v.check((cues) => cues.reduce((n, c) => n + c.text.length, 0) <= TRANSCRIPT_TEXT_MAX, 'max_length'),
    ),
  }),
  v.object({
    format: v.literal('text'),
    text: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(TRANSCRIPT_TEXT_MAX, 'max_length')),
  }),
]);

export const ChapterSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(CHAPTER_TITLE_MAX, 'max_length')),
  start: Seconds,
});

/** `chapters` of `PUT /api/articles/:id`: strictly increasing start times (two chapters never start together). */
export const ChaptersInputSchema = v.pipe(
  v.array(ChapterSchema),
  v.maxLength(CHAPTERS_MAX, 'max_length'),
  v.check((list) => list.every((c, i) => i === 0 || c.start > list[i - 1]!.start), 'unordered'),
);

/** The words of a transcript, for the search index. */
export function transcriptText(t: Transcript | null): string {
  if (!t) return '';
  return t.format === 'text' ? t.text : t.cues.map((c) => c.text).join('\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `hh:mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SRT). */
export function timestamp(seconds: number, separator: '.' | ',' = '.'): string {
  const ms = Math.round(seconds * 1000);
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

/** Cue text as WebVTT payload: `<`, `&` escaped, no blank line (which would end the cue). */
const vttText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n\s*\n/g, '\n');

/** A WebVTT document of cues. */
export function toWebVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${vttText(c.text)}\n`).join('\n')}`;
}

/** An SRT document of cues. */
export function toSrt(cues: readonly Cue[]): string {
  return cues.map((c, i) => `${i + 1}\n${timestamp(c.start, ',')} --> ${timestamp(c.end, ',')}\n${c.text.replace(/\n\s*\n/g, '\n')}\n`).join('\n');
}

/** Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace, chapters.md). */
export function toJsonChapters(chapters: readonly Chapter[]): { version: string; chapters: { startTime: number; title: string }[] } {
  return { version: '1.2.0', chapters: chapters.map((c) => ({ startTime: c.start, title: c.title })) };
}

/** Index of the cue or chapter being played at `time` (the last one started), or -1 before the first. */
export function currentIndex(items: readonly { start: number; end?: number }[], time: number): number {
  let found = -1;
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.start <= time) found = i;
    else break;
  }
  const item = items[found];
  return item && item.end !== undefined && time >= item.end ? -1 : found;
}
