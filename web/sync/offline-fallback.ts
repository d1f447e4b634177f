import { NetworkError } from '#web/lib/api-client.ts';
import { reportOffline, reportOnline } from '#web/sync/network-status.ts';

/**
 * Wraps a query function so that, when the request never reaches the server (`NetworkError`), the
 * answer comes from what the device keeps (`fallback`). When the device keeps nothing for it
 * (`fallback` gives undefined), the network error stands and the query shows its error state.
 * Other errors (4xx, 5xx) are the server's answer and pass through untouched.
 *
 * @example
 * queryFn: withOfflineFallback(fetchDetail, () => keptArticleDetail(id))
 */
export function withOfflineFallback<A extends unknown[], T>(fetcher: (...args: A) => Promise<T>, fallback: (...args: A) => Promise<T | undefined>): (...args: A) => Promise<T> {
  return async (...args: A) => {
    try {
      const result = await fetcher(...args);
      reportOnline();
      return result;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      reportOffline();
      const kept = await fallback(...args).catch(() => undefined);
      if (kept === undefined) throw error;
      return kept;
    }
  };
}
