import { apiFetch, readJson } from '#web/lib/api-client.ts';

/**
 * `POST /api/ads/:id/impressions`. The server counts one impression per `Idempotency-Key`, so a
 * repeat of the same key (a retry, a remount) never counts twice.
 */
export async function postImpression(adId: string, idempotencyKey: string): Promise<void> {
  await readJson<void>(
    await apiFetch(`/api/ads/${encodeURIComponent(adId)}/impressions`, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
