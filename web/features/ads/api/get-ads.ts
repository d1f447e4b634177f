import { queryOptions, useQuery } from '@tanstack/react-query';
import { AD_FORMAT_DEFAULT, AD_LIMIT_DEFAULT, type Advertisement } from '#api/schemas/ad.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { apiFetch, readJson } from '#web/lib/api-client.ts';

/** The feed's ad unit: native format, 3 ads (spec §9), in the reader's language. */
export const adsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['ads', { format: AD_FORMAT_DEFAULT, limit: AD_LIMIT_DEFAULT, language }] as const,
    queryFn: async () => {
      const query = new URLSearchParams({ format: AD_FORMAT_DEFAULT, limit: String(AD_LIMIT_DEFAULT), language });
      return readJson<ListResponse<Advertisement>>(await apiFetch(`/api/ads?${query}`));
    },
    // One sample per visit: ads should not reshuffle under the reader while the feed grows.
    staleTime: Infinity,
    retry: false,
  });

export function useAds(language: string) {
  return useQuery(adsQueryOptions(language));
}
