import { queryOptions, useQuery } from '@tanstack/react-query';
import { slugify } from '#api/schemas/slug.ts';
import type { Tribe } from '#api/schemas/tribe.ts';
import { api, readResponse } from '../lib/api-client.ts';
import { tribeKeys } from './query-keys.ts';

/** A random sample of tribes for the home row (spec §2: up to 4 random tribes). */
export const randomTribesQueryOptions = (limit = 4) =>
  queryOptions({
    queryKey: tribeKeys.random(limit),
    queryFn: async () => readResponse(api.tribes.$get({ query: { limit: String(limit), random: 'yes' } })),
    staleTime: Infinity,
  });

export function useRandomTribes(limit = 4) {
  return useQuery(randomTribesQueryOptions(limit));
}

/** One tribe by id (`GET /api/tribes/:id`): a filter's name when no list at hand holds it. */
export const tribeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tribeKeys.one(id),
    queryFn: async () => readResponse(api.tribes[':id'].$get({ param: { id: String(id) } })),
    staleTime: Infinity,
  });

/** `tr` link value: slugified tribe name + '-' + tribe id (spec §2). */
export function tribeParam(tribe: Tribe): string {
  return `${slugify(tribe.name)}-${tribe.id}`;
}
