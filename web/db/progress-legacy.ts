/** Where the podcast player kept positions before version 11 (`player.position.<articleId>` = seconds). */
const LEGACY_POSITION_PREFIX = 'player.position.';

/**
 * Reads, then removes, the positions the podcast player kept in localStorage before the
 * `progress` table existed, so the version 11 upgrade carries them over instead of losing them.
 */
export function positionsOfLocalStorage(): { articleId: string; position: number }[] {
  const found: { articleId: string; position: number }[] = [];
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => k?.startsWith(LEGACY_POSITION_PREFIX) ?? false);
    for (const key of keys) {
      const position = Number(localStorage.getItem(key));
      if (Number.isFinite(position) && position > 0) found.push({ articleId: key.slice(LEGACY_POSITION_PREFIX.length), position });
      localStorage.removeItem(key);
    }
  } catch {
    // No localStorage (blocked, or a worker): nothing to carry over.
  }
  return found;
}
