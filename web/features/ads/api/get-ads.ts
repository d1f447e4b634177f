import { queryOptions, useQuery } from '@tanstack/react-query';
import { AD_FORMAT_DEFAULT, AD_LIMIT_DEFAULT } from '#api/schemas/ad.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { adKeys } from '#web/queries/query-keys.ts';

/** The feed's ad unit: native format, 3 ads (spec §9), in the reader's language. */
export const adsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: adKeys.list({ format: AD_FORMAT_DEFAULT, limit: AD_LIMIT_DEFAULT, language }),
    queryFn: async () => {
      const query = { format: AD_FORMAT_DEFAULT, limit: String(AD_LIMIT_DEFAULT), language: language === 'en' ? 'en' : 'fr' } as const;
      return readResponse(api.ads.$get({ query }));
    },
    // One sample per visit: ads should not reshuffle under the reader while the feed grows.
    staleTime: Infinity,
    retry: false,
  });

export function useAds(language: string) {
  return useQuery(adsQueryOptions(language));
}
