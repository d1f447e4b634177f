import { api, readResponse } from '#web/lib/api-client.ts';

/**
 * `POST /api/ads/:id/impressions`. The server counts one impression per `Idempotency-Key`, so a
 * repeat of the same key (a retry, a remount) never counts twice.
 */
export async function postImpression(adId: string, idempotencyKey: string): Promise<void> {
  await readResponse(api.ads[':id'].impressions.$post({ param: { id: adId } }, { headers: { 'Idempotency-Key': idempotencyKey } }));
}
