import * as v from 'valibot';

/**
 * The non-destructive edit of a podcast's audio (issue #13): spans cut out of the source file, in
 * milliseconds of the source's own timeline. Trimming the start is a cut from 0, trimming the end a
 * cut up to the end. The source file is never changed: the server applies the cuts when it makes
 * the rendition (`api/renditions`), and the editor keeps them with the draft.
 */
export const CutSpanSchema = v.object({ start: v.number(), end: v.number() });
export type Cut = v.InferOutput<typeof CutSpanSchema>;

/** A day of audio: no recording is longer, so any larger time is a mistake. */
export const CUT_TIME_MAX_MS = 24 * 3600_000;
/** More cuts than this is not an edit a person makes by hand. */
export const CUTS_MAX = 200;

/** One cut as sent by a client: whole milliseconds, start before end. */
export const CutSchema = v.pipe(
  v.object({
    start: v.pipe(v.number(), v.integer('integer'), v.minValue(0, 'min_value'), v.maxValue(CUT_TIME_MAX_MS, 'max_value')),
    end: v.pipe(v.number(), v.integer('integer'), v.minValue(1, 'min_value'), v.maxValue(CUT_TIME_MAX_MS, 'max_value')),
  }),
  v.check((c) => c.start < c.end, 'cut_order'),
);

/** The cut list of an article's audio; merged into sorted, disjoint spans when read. */
export const CutsSchema = v.pipe(
  v.array(CutSchema),
  v.maxLength(CUTS_MAX, 'max_length'),
  v.transform((cuts) => mergeCuts(cuts)),
);

/** Sorted, disjoint cuts: overlapping or touching spans become one, empty spans are dropped. */
export function mergeCuts(cuts: readonly Cut[]): Cut[] {
  const sorted = cuts
    .map((c) => ({ start: Math.max(0, Math.round(c.start)), end: Math.round(c.end) }))
    .filter((c) => c.end > c.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Cut[] = [];
  for (const c of sorted) {
    const last = out.at(-1);
    if (last && c.start <= last.end) last.end = Math.max(last.end, c.end);
    else out.push({ ...c });
  }
  return out;
}

/** The cuts that fall inside a source of `durationMs`, clipped to it and merged. */
export function clampCuts(cuts: readonly Cut[], durationMs: number): Cut[] {
  return mergeCuts(cuts.map((c) => ({ start: Math.min(c.start, durationMs), end: Math.min(c.end, durationMs) })));
}

/** The spans kept once `cuts` are taken out of a source of `durationMs`, in order. */
export function keptSpans(cuts: readonly Cut[], durationMs: number): Cut[] {
  const kept: Cut[] = [];
  let at = 0;
  for (const c of clampCuts(cuts, durationMs)) {
    if (c.start > at) kept.push({ start: at, end: c.start });
    at = Math.max(at, c.end);
  }
  if (durationMs > at) kept.push({ start: at, end: durationMs });
  return kept;
}

/** Length of the edited audio: the source's length less what the cuts remove. */
export function editedDuration(cuts: readonly Cut[], durationMs: number): number {
  return keptSpans(cuts, durationMs).reduce((sum, s) => sum + s.end - s.start, 0);
}

/** Shortest edited podcast accepted: a second (anything less is an edit gone wrong). */
export const EDITED_MIN_MS = 1000;

export type CutIssue = 'nothing_left' | 'too_short';

/** What is wrong with an edit of a source of `durationMs`, or null when it can be published. */
export function cutIssue(cuts: readonly Cut[], durationMs: number): CutIssue | null {
  const left = editedDuration(cuts, durationMs);
  if (left <= 0) return 'nothing_left';
  if (left < Math.min(EDITED_MIN_MS, durationMs)) return 'too_short';
  return null;
}

/** The trimmed bounds of the edit: where the kept audio starts and ends (cuts at either edge). */
export function trimOf(cuts: readonly Cut[], durationMs: number): Cut {
  const clamped = clampCuts(cuts, durationMs);
  const head = clamped[0]?.start === 0 ? clamped[0].end : 0;
  const tail = clamped.at(-1)?.end === durationMs ? clamped.at(-1)!.start : durationMs;
  return { start: head, end: Math.max(head, tail) };
}

/** The cuts inside the trimmed bounds (the spans cut out of the middle). */
export function innerCuts(cuts: readonly Cut[], durationMs: number): Cut[] {
  const { start, end } = trimOf(cuts, durationMs);
  return clampCuts(cuts, durationMs).filter((c) => c.start >= start && c.end <= end && !(c.start === 0 || c.end === durationMs));
}

/** The edit with new trim bounds, keeping the middle cuts that still fall inside them. */
export function withTrim(cuts: readonly Cut[], durationMs: number, trim: Cut): Cut[] {
  const start = Math.max(0, Math.min(trim.start, durationMs));
  const end = Math.max(start, Math.min(trim.end, durationMs));
  return mergeCuts([...(start > 0 ? [{ start: 0, end: start }] : []), ...innerCuts(cuts, durationMs), ...(end < durationMs ? [{ start: end, end: durationMs }] : [])]);
}

/** Where a preview playing at `atMs` must go: past the cut it entered, or where it is. */
export function skipCut(cuts: readonly Cut[], atMs: number): number {
  let at = atMs;
  for (const c of mergeCuts(cuts)) if (at >= c.start && at < c.end) at = c.end;
  return at;
}

/** A stable text of a cut list (`""` for none): the key a rendition is made and found under. */
export function cutsKey(cuts: readonly Cut[]): string {
  return mergeCuts(cuts)
    .map((c) => `${c.start}-${c.end}`)
    .join(',');
}

/** The cut list a key names (the inverse of `cutsKey`); an unreadable key is no cut. */
export function cutsOfKey(key: string): Cut[] {
  if (!key) return [];
  const cuts: Cut[] = [];
  for (const part of key.split(',')) {
    const m = /^(\d+)-(\d+)$/.exec(part);
    if (!m) return [];
    cuts.push({ start: Number(m[1]), end: Number(m[2]) });
  }
  return mergeCuts(cuts);
}
