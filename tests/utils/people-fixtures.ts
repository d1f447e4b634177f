import { articleSummary } from '#tests/utils/fixtures.ts';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { User } from '#api/schemas/user.ts';
import type { Session } from '#web/lib/session.ts';
import { LASTING_EXPIRES_AT, lastingToken } from '#tests/utils/fake-token.ts';

/** Test data for the profile and directory screens (used by tests only). */
export const ada: User = {
  id: 'a'.repeat(32),
  slug: 'ada-obi',
  firstName: 'Ada',
  lastName: 'Obi',
  presentation: 'Storyteller from Bamenda, writing about cloth, markets and the memory of the Grassfields.',
  picture: null,
};

export function articleOf(user: User, n: number): ArticleSummary {
  return articleSummary(n, { user, createdAt: '2026-10-01T00:00:00.000Z', updatedAt: '2026-10-01T00:00:00.000Z' });
}

/** A signed-in session for `user` (username = email, as the API's login answers). */
export function sessionFor(user: User, email: string): Session {
  return {
    tokenInfo: { token: lastingToken(), refreshToken: 'r', expiresAt: LASTING_EXPIRES_AT, username: email },
    user: { ...user, email },
  };
}

export const list = <T>(items: T[], total: number | null = items.length, nextCursor: string | null = null, totalCapped = false) => ({
  items,
  total,
  totalCapped,
  nextCursor,
});
