import { api, readResponse } from '#web/lib/api-client.ts';

/** `GET /api/files/:id/peaks`: an audio file's waveform, made by the server on first request. */
export async function getPeaks(fileId: string): Promise<number[]> {
  const { peaks } = await readResponse(api.files[':id'].peaks.$get({ param: { id: fileId } }));
  return peaks;
}
