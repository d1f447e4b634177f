import * as v from 'valibot';
import { idFromSlugParam } from '#api/schemas/slug.ts';
import type { FeedFilters } from './api/get-feed.ts';

/** A query value kept when it is a short string (or a number the router parsed), dropped otherwise. */
const Param = v.fallback(v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.minLength(1), v.maxLength(200))), undefined);

/** Home query: `tr` tribe and `th` theme (`<slug>-<id>`), `code` for account activation, `feed=following` for the Following feed (issue #29). */
export const HomeSearchSchema = v.object({ tr: Param, th: Param, code: Param, feed: v.fallback(v.optional(v.picklist(['following'])), undefined) });
export type HomeSearch = v.InferOutput<typeof HomeSearchSchema>;

/** Keeps the valid params and drops anything else, so a bad link still shows the feed. */
export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const parsed = v.parse(HomeSearchSchema, search);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as HomeSearch;
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(idFromSlugParam(value));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The feed filters from the path's type and the `tr`/`th` params. */
export function feedFiltersFrom(type: FeedFilters['type'], search: HomeSearch): FeedFilters {
  const filters: FeedFilters = {};
  if (type) filters.type = type;
  const tribe = positiveInt(search.tr);
  const theme = positiveInt(search.th);
  if (tribe) filters.tribe = tribe;
  if (theme) filters.theme = theme;
  return filters;
}
