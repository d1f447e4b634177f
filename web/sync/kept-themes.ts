import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Theme } from '#api/schemas/theme.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { rememberThemes } from '#web/db/reference-cache.ts';
import { themeKeys } from '#web/queries/query-keys.ts';

/**
 * Keeps every theme list the app holds (fetched, or rendered by the server with the page) on the
 * device, for every reader, so the header's theme menu shows offline (issue #25; the query reads
 * it back, web/queries/themes.ts). Started with the offline core, after the first view. Returns the
 * stop function.
 */
export function keepThemesShown(client: QueryClient, remember: (themes: readonly Theme[]) => Promise<void> = rememberThemes): () => void {
  let kept: unknown;
  const keep = () => {
    const data = client.getQueryData<ListResponse<Theme>>(themeKeys.list());
    if (!data || data === kept) return;
    kept = data;
    void remember(data.items).catch(() => undefined);
  };
  keep();
  const key = hashKey(themeKeys.list());
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === key) keep();
  });
}
