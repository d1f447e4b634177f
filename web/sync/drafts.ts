import { liveQuery, type Observable } from 'dexie';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { clearPublishMarker, publishMarker, setPublishMarker, type EditorDraftRow, type EditorExtras } from '#web/db/editor-drafts.ts';
import type { DraftRow, OutboxError } from '#web/db/local-rows.ts';
import { appStore } from '#web/lib/app-store.ts';
import { dropLocalMedia, dropQueuedPublish, queueMissingUploads, supersedeEarlier } from './draft-media.ts';
import { saveArticle } from './mutations/articles.ts';
import { requireUserId } from './mutations/current-user.ts';
import { onlineAtom } from './network-status.ts';
import { mutate } from './outbox.ts';
import { articleSaves, pendingCount } from './outbox-queries.ts';
import { syncStateAtom } from './sync-state.ts';

/**
 * The life of an article draft, in one place: `saveDraft` as the author types, `publish` into the
 * outbox, `publishStatus` (and its observable `publishStatus$`) for where it stands, `discard`,
 * the conflict choices, and the one watcher that drops drafts once their publish landed.
 *
 * Where a draft stands is read from the outbox (its queued or refused saves), the draft row (a
 * `409` left a conflict on it) and the publish marker (`meta`, left by `publish`): nothing else
 * decides it.
 */

/** Where a draft stands: waiting to publish, refused, in conflict, published, or a plain draft. */
export type PublishState = 'waiting' | 'rejected' | 'conflict' | 'done' | 'draft';

/** A draft's publish state, with the server's refusal or the conflicting version when there is one. */
export interface PublishStatus {
  state: PublishState;
  error?: OutboxError;
  conflict?: NonNullable<DraftRow['conflict']>;
}

/**
 * Saves the editor's state as a draft (the author never has to: the editor calls this as they
 * type). A conflict the server reported stays attached until the author resolves it, and a stored
 * `baseVersion` stays (the outbox moves it forward when a publish lands; the editor's copy may be
 * older).
 */
export async function saveDraft(draft: { id: string; userId: string; input: ArticleInput; baseVersion?: number; editor: EditorExtras }): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const previous = await db.drafts.get(draft.id);
    const row: EditorDraftRow = { ...draft, baseVersion: previous ? previous.baseVersion : draft.baseVersion, updatedAt: Date.now() };
    if (previous?.conflict) row.conflict = previous.conflict;
    await db.drafts.put(row);
  });
}

/**
 * Publishes an article from the editor: in one local transaction, the uploads of its files that
 * are not on the server yet, then the article itself (`article.put`, with `baseVersion` when
 * editing), so it works offline and completes when the network returns; the runner sends the
 * files before the article. The draft's stored `baseVersion` wins over the caller's (the runner
 * moves it forward when an earlier publish lands), except on a conflicted draft, where the caller
 * resolves it ("keep mine" on top of the server's version). Leaves the publish marker so the
 * draft is dropped once the server has it.
 */
export async function publish(id: string, input: ArticleInput, baseVersion?: number): Promise<void> {
  const userId = requireUserId();
  await mutate([db.drafts, db.files, db.recordings], async () => {
    const stored = await db.drafts.get(id);
    await supersedeEarlier(userId, id, input);
    await queueMissingUploads(userId, input);
    await saveArticle(id, input, stored?.conflict ? baseVersion : (stored?.baseVersion ?? baseVersion));
    const draft = await db.drafts.get(id);
    await setPublishMarker(id, { updatedAt: draft?.updatedAt ?? Date.now(), title: input.title });
  });
}

async function statusOf(draft: DraftRow | undefined, userId: string, id: string): Promise<PublishStatus> {
  if (draft?.conflict) return { state: 'conflict', conflict: draft.conflict };
  const saves = await articleSaves(userId, id);
  const refused = saves.filter((e) => e.status === 'rejected').at(-1);
  if (refused) return { state: 'rejected', error: refused.error ?? { status: 0, code: 'unknown', message: '' } };
  if (saves.length > 0) return { state: 'waiting' };
  // Gone with nothing queued: the watcher dropped it because its publish landed.
  if (!draft) return { state: 'done' };
  const marker = await publishMarker(id);
  return { state: marker && marker.updatedAt === draft.updatedAt ? 'done' : 'draft' };
}

/** Where a draft stands now. */
export async function publishStatus(draft: DraftRow): Promise<PublishStatus> {
  return statusOf(draft, draft.userId, draft.id);
}

/** The one observable publish outcome: the status of article `id`, again on every change. */
export function publishStatus$(userId: string, id: string): Observable<PublishStatus> {
  return liveQuery(async () => statusOf(await db.drafts.get(id), userId, id));
}

/**
 * Drafts whose publish the editor is waiting for, or saw land: the editor says so itself
 * (`operationSuccess`), so the publish watcher, which often drops the draft first, does not toast the
 * same action a second time (issue #25). A publish the editor left to the outbox (`queued`) or that
 * was refused is the watcher's to announce when it lands.
 */
const announcedByEditor = new Set<string>();

/** How a publish ended while the editor waited for it (`queued`: it will be sent later). */
export type PublishOutcome = { kind: 'done' } | { kind: 'queued' } | { kind: 'rejected'; error: OutboxError } | { kind: 'conflict'; conflict: NonNullable<DraftRow['conflict']> };

/** How long the editor waits for the server before leaving the publish to the outbox. */
export const PUBLISH_WAIT_MS = 20_000;

/**
 * Follows `publishStatus$` after a publish: landed → done; refused → rejected (the server's
 * message goes in the form); a 409 → conflict; no network (or the runner backing off, or
 * `timeoutMs` passed) → queued: it will be sent when the network returns.
 */
export function waitForPublish(userId: string, id: string, timeoutMs = PUBLISH_WAIT_MS): Promise<PublishOutcome> {
  announcedByEditor.add(id);
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const finish = (outcome: PublishOutcome) => {
      if (settled) return;
      settled = true;
      if (outcome.kind !== 'done') announcedByEditor.delete(id);
      cleanups.forEach((c) => c());
      resolve(outcome);
    };
    const offline = () => !appStore.get(onlineAtom) || (typeof navigator !== 'undefined' && !navigator.onLine) || appStore.get(syncStateAtom).phase === 'waiting';
    const subscription = publishStatus$(userId, id).subscribe({
      next: (status) => {
        if (status.state === 'conflict') finish({ kind: 'conflict', conflict: status.conflict! });
        else if (status.state === 'rejected') finish({ kind: 'rejected', error: status.error! });
        else if (status.state === 'waiting') {
          if (offline()) finish({ kind: 'queued' });
        }
        // An autosave after the publish makes it a "draft" again, yet nothing is queued: it landed.
        else finish({ kind: 'done' });
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

/**
 * Discards a draft with everything only it needed: its publish still waiting in the outbox (with
 * the uploads of its files), its local files and recordings. For an article already on the server
 * this only drops the local changes; the published version stays.
 */
export async function discard(id: string): Promise<void> {
  await db.transaction('rw', [db.drafts, db.outbox, db.files, db.recordings, db.meta], async () => {
    const draft = await db.drafts.get(id);
    if (!draft) return;
    await dropQueuedPublish(draft);
    await dropLocalMedia(draft);
    await db.drafts.delete(id);
    await clearPublishMarker(id);
  });
}

/** Resolves a conflicted draft by keeping the author's version on top of the server's current one. */
export async function keepMine(id: string): Promise<void> {
  const draft = await db.drafts.get(id);
  if (!draft?.conflict) return;
  const theirs = draft.conflict.theirs;
  await saveArticle(id, draft.input, theirs ? theirs.version : draft.baseVersion);
}

/** Resolves a conflicted draft by taking the server's version: the local edit is dropped. */
export async function takeTheirs(id: string): Promise<void> {
  const draft = await db.drafts.get(id);
  if (!draft?.conflict) return;
  const theirs = draft.conflict.theirs;
  await db.transaction('rw', [db.drafts, db.articles], async () => {
    await db.drafts.delete(id);
    if (theirs)
      await db.articles
        .where('id')
        .equals(id)
        .modify((row) => void (row.detail = { ...row.detail, article: theirs }));
  });
}

/**
 * Drops the drafts of `userId` whose publish reached the server (nothing pending, no conflict, not
 * edited since), with their local media. Resolves to the titles of the drafts dropped that are
 * still to announce (not those the editor already announced).
 */
export async function finishPublishedDrafts(userId: string): Promise<string[]> {
  const dropped = await db.transaction('rw', [db.drafts, db.outbox, db.files, db.recordings, db.meta], async () => {
    const done: { id: string; title: string }[] = [];
    for (const draft of await db.drafts.where('userId').equals(userId).toArray()) {
      if ((await publishStatus(draft)).state !== 'done') continue;
      await dropLocalMedia(draft);
      await db.drafts.delete(draft.id);
      await clearPublishMarker(draft.id);
      done.push({ id: draft.id, title: draft.input.title });
    }
    return done;
  });
  return dropped.filter((draft) => !announcedByEditor.delete(draft.id)).map((draft) => draft.title);
}

/**
 * The one publish watcher: while `userId` is signed in, each time the outbox changes, drafts whose
 * publish landed are dropped and `onPublished` gets their titles. Returns the function that stops it.
 */
export function watchPublishedDrafts(userId: string, onPublished: (titles: string[]) => void): () => void {
  let running = false;
  const subscription = liveQuery(() => pendingCount(userId)).subscribe({
    next: () => {
      if (running) return;
      running = true;
      void finishPublishedDrafts(userId)
        .then((titles) => titles.length > 0 && onPublished(titles))
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    },
  });
  return () => subscription.unsubscribe();
}
