import { PROGRESS_SECONDS_MAX, type Progress } from '#api/schemas/progress.ts';
import type { ProgressRow } from '#web/db/local-rows.ts';

/**
 * The rules of "resume everywhere" (issue 12), pure so they are tested alone: when an article
 * counts as finished, where a reader starts again, and which of two positions wins.
 */

/** At or past this share of a medium or of a text, the article counts as finished. */
export const FINISHED_FRACTION = 0.95;
/** Closer than this to the start (seconds of a medium, or a fraction of a text), start from the top. */
export const START_EDGE_SECONDS = 5;
export const START_EDGE_FRACTION = 0.02;

/** What a player or a reader reports. */
export interface ProgressMark {
  /** Seconds (audio, video) or a fraction 0..1 (text). */
  position: number;
  /** The medium's length in seconds, when known (never for a text). */
  duration?: number | null;
  /** The medium played to its end. */
  ended?: boolean;
}

const usableDuration = (duration: number | null | undefined): number | null =>
  typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? Math.min(duration, PROGRESS_SECONDS_MAX) : null;

/**
 * A report turned into what is stored and sent: the position clamped into what the server accepts
 * (0..duration, or 0..1 for a text), the duration kept only when known, `finished` at ≥ 95 % or
 * at the end.
 */
export function normalizeMark(kind: ProgressRow['kind'], mark: ProgressMark): Pick<ProgressRow, 'position' | 'duration' | 'finished'> {
  const raw = Number.isFinite(mark.position) ? Math.max(0, mark.position) : 0;
  if (kind === 'text') {
    const position = Math.min(1, raw);
    return { position, duration: null, finished: Boolean(mark.ended) || position >= FINISHED_FRACTION };
  }
  const duration = usableDuration(mark.duration);
  const position = Math.min(raw, duration ?? PROGRESS_SECONDS_MAX);
  const finished = Boolean(mark.ended) || (duration !== null && position >= duration * FINISHED_FRACTION);
  return { position: finished && duration !== null ? duration : position, duration, finished };
}

/** A medium's position can be sent only with its duration (the server tells seconds from fractions by it). */
export function isSendable(kind: ProgressRow['kind'], row: Pick<ProgressRow, 'duration'>): boolean {
  return kind === 'text' || row.duration !== null;
}

/**
 * Where to start: from the top when finished, barely started, or (for a medium) past the end of
 * the file now served (it was replaced); otherwise at the stored position.
 */
export function startPositionOf(row: Pick<ProgressRow, 'kind' | 'position' | 'finished'> | undefined, mediaDuration?: number): number {
  if (!row || row.finished) return 0;
  if (row.kind === 'text') return row.position < START_EDGE_FRACTION ? 0 : row.position;
  if (row.position < START_EDGE_SECONDS) return 0;
  const duration = usableDuration(mediaDuration);
  if (duration !== null && row.position >= duration - START_EDGE_SECONDS) return 0;
  return row.position;
}

/** The newer of two positions by the device time they were recorded; a tie keeps the local one. */
export function newestOf<T extends { updatedAt: string }>(local: T | undefined, remote: T | undefined): T | undefined {
  if (!local) return remote;
  if (!remote) return local;
  return Date.parse(remote.updatedAt) > Date.parse(local.updatedAt) ? remote : local;
}

/** A server position as a local row of `userId` (`kind` from the local row or the kept article). */
export function rowOfProgress(userId: string, p: Progress, kind: ProgressRow['kind']): ProgressRow {
  return { userId, articleId: p.articleId, kind, position: p.position, duration: p.duration, finished: p.finished, updatedAt: p.updatedAt };
}
