import type { ArticleSummary } from '#api/schemas/article.ts';
import type { User } from '#api/schemas/user.ts';

/** A reader-facing author as the API sends it. */
export const testAuthor: User = { id: 'u'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };

/** An article summary as the API lists it, numbered for easy assertions (web component tests). */
export function articleSummary(n: number, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: String(n).padStart(32, '0'),
    slug: `story-${n}`,
    type: 1,
    textType: 0,
    title: `Story number ${n}`,
    subTitle: '',
    coverImage: null,
    tribe: [],
    themes: [],
    user: testAuthor,
    favorite: false,
    language: 'en',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...extra,
  };
}
