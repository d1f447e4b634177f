import { liveQuery } from 'dexie';
import type { Article } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import type { DraftRow, OutboxError } from '#web/db/rows.ts';
import { appStore } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { syncStateAtom } from '#web/sync/start-sync.ts';

/** How a publish ended while the editor waited for it. */
export type PublishOutcome =
  | { kind: 'done' }
  | { kind: 'queued' }
  | { kind: 'rejected'; error: OutboxError }
  | { kind: 'conflict'; theirs: Article | null; message: string };

/** How long the editor waits for the server before leaving the publish to the outbox. */
export const PUBLISH_WAIT_MS = 20_000;

/**
 * Follows the article's outbox entry after a publish: gone with no conflict → done; refused →
 * rejected (the server's message goes in the form); a 409 turned it into a conflicted draft →
 * conflict; no network (or the runner backing off, or `timeoutMs` passed) → queued: it will be
 * sent when the network returns.
 */
export function waitForPublish(seq: number, articleId: string, timeoutMs = PUBLISH_WAIT_MS): Promise<PublishOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const cleanups: (() => void)[] = [];
    const finish = (outcome: PublishOutcome) => {
      if (settled) return;
      settled = true;
      cleanups.forEach((c) => c());
      resolve(outcome);
    };
    const offline = () => !appStore.get(onlineAtom) || (typeof navigator !== 'undefined' && !navigator.onLine) || appStore.get(syncStateAtom).phase === 'waiting';
    const subscription = liveQuery(async () => ({ entry: await db.outbox.get(seq), draft: (await db.drafts.get(articleId)) as DraftRow | undefined })).subscribe({
      next: ({ entry, draft }) => {
        if (!entry) {
          if (draft?.conflict) finish({ kind: 'conflict', theirs: draft.conflict.theirs, message: draft.conflict.message });
          else finish({ kind: 'done' });
        } else if (entry.status === 'rejected') finish({ kind: 'rejected', error: entry.error ?? { status: 0, code: 'unknown', message: '' } });
        else if (offline()) finish({ kind: 'queued' });
      },
      error: () => finish({ kind: 'queued' }),
    });
    cleanups.push(() => subscription.unsubscribe());
    cleanups.push(appStore.sub(syncStateAtom, () => offline() && finish({ kind: 'queued' })));
    cleanups.push(appStore.sub(onlineAtom, () => offline() && finish({ kind: 'queued' })));
    const timer = setTimeout(() => finish({ kind: 'queued' }), timeoutMs);
    cleanups.push(() => clearTimeout(timer));
  });
}
