import * as v from 'valibot';
import { HexIdSchema } from '#api/schemas/ids.ts';

/**
 * `/drafts?new=post|podcast|launch`: the manifest's shortcuts (a new post; a new podcast with the
 * recorder) and its file handler (audio opened with the installed app). `/drafts?shared=<id>`:
 * what the service worker received from the share target (sw/share-target.ts), or why nothing
 * came (`nothing`: nothing usable was shared; `failed`: it could not be kept; `unavailable`: the
 * server answered, no worker yet: api/site/pages/share-target.ts; `crowded`, `large`: past the inbox's
 * caps, sw/shared-inbox.ts).
 */
const DraftsSearchSchema = v.object({
  new: v.fallback(v.optional(v.picklist(['post', 'podcast', 'launch'])), undefined),
  shared: v.fallback(v.optional(v.union([HexIdSchema, v.picklist(['nothing', 'failed', 'unavailable', 'crowded', 'large'])])), undefined),
});
export type DraftsSearch = v.InferOutput<typeof DraftsSearchSchema>;

export function validateDraftsSearch(search: Record<string, unknown>): DraftsSearch {
  const { new: start, shared } = v.parse(DraftsSearchSchema, search);
  return { ...(start && { new: start }), ...(shared && { shared }) };
}
