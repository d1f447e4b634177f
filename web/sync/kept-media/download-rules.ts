import type { OfflineSetRow } from '#web/db/local-rows.ts';

/** One kept article that the cap may free, with the bytes freeing it would give back. */
export interface EvictionCandidate {
  setKey: string;
  articleId: string;
  keptAt: number;
  /** Bytes of its stored media no other kept article uses. */
  bytes: number;
}

/**
 * Room for `incoming` bytes under `cap`, given `used` bytes already kept: the finished (heard or
 * read) articles to free, oldest kept first, and whether that is enough. Unfinished articles are
 * never freed for room: when the finished ones do not suffice, the download must stop instead.
 */
export function planEviction(
  candidates: EvictionCandidate[],
  isFinished: (articleId: string) => boolean,
  used: number,
  incoming: number,
  cap: number | null,
): { evict: EvictionCandidate[]; fits: boolean } {
  if (cap === null || used + incoming <= cap) return { evict: [], fits: true };
  const evict: EvictionCandidate[] = [];
  let total = used;
  for (const candidate of [...candidates].filter((c) => isFinished(c.articleId)).sort((a, b) => a.keptAt - b.keptAt)) {
    if (total + incoming <= cap) break;
    evict.push(candidate);
    total -= candidate.bytes;
  }
  return total + incoming <= cap ? { evict, fits: true } : { evict: [], fits: false };
}

/** Size of each stored media URL, from the sets' items (0 when the server gave none). */
function sizesOf(sets: OfflineSetRow[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const set of sets) for (const item of set.items ?? []) for (const m of item.media) sizes.set(m.url, Math.max(sizes.get(m.url) ?? 0, m.size));
  return sizes;
}

/** Bytes the kept media take, each file once however many sets share it. */
export function keptBytes(sets: OfflineSetRow[]): number {
  const sizes = sizesOf(sets);
  const counted = new Set<string>();
  let total = 0;
  for (const set of sets) {
    // A set kept before items existed knows only its total.
    if (!set.items) total += set.bytes;
    else
      for (const url of set.urls) {
        if (counted.has(url)) continue;
        counted.add(url);
        total += sizes.get(url) ?? 0;
      }
  }
  return total;
}

/** Every kept article as an eviction candidate, with the stored bytes only it uses. */
export function evictionCandidates(sets: OfflineSetRow[]): EvictionCandidate[] {
  const users = new Map<string, number>();
  for (const set of sets) for (const item of set.items ?? []) for (const m of item.media) users.set(m.url, (users.get(m.url) ?? 0) + 1);
  return sets.flatMap((set) =>
    (set.items ?? []).map((item) => ({
      setKey: set.key,
      articleId: item.articleId,
      keptAt: item.keptAt,
      bytes: item.media.filter((m) => set.urls.includes(m.url) && users.get(m.url) === 1).reduce((sum, m) => sum + m.size, 0),
    })),
  );
}

/** Bytes one item of a set takes (its media's sizes as the server gave them). */
export function itemBytes(item: { media: { size: number }[] }): number {
  return item.media.reduce((sum, m) => sum + m.size, 0);
}
