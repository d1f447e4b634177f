import type { OutboxEntry } from '#web/db/local-rows.ts';

/**
 * What coalescing does to the pending queue: entries to drop (their effect is superseded or
 * cancelled by a later entry) and entries whose operation is replaced (an earlier unsent entry
 * takes a later entry's body, keeping its own place in the queue).
 */
export interface CoalescePlan {
  /** The queue to send, in order. */
  keep: OutboxEntry[];
  /** Sequence numbers of entries to delete. */
  drop: number[];
  /** Entries of `keep` whose `op`/`label` changed (write them back). */
  rewritten: OutboxEntry[];
}

/** Sent at least once: the server may have applied it, so it replays unchanged with its own key. */
const inDoubt = (e: OutboxEntry) => e.attempts > 0;

const membershipKey = (e: OutboxEntry) =>
  e.op.type === 'favorite.put' || e.op.type === 'favorite.delete' || e.op.type === 'collection.article.put' || e.op.type === 'collection.article.delete' ? `${e.op.id}/${e.op.articleId}` : undefined;

/**
 * Collapses pending entries that cancel or supersede each other, so a drain sends only what
 * changes the server (issue #12, "Fast, small drains"). Pure: reads the queue (oldest first),
 * returns the plan. The rules, each keeping exactly the server state the full queue would leave:
 *
 * - A membership (favourite, collection add/remove) is a set/unset: only the last of a run counts
 *   (on/off/on → one "on"; on/off → one "off", since the server may have held it before the "on":
 *   an unset of a non-member is a harmless 204, skipping it could leave a member the user removed).
 * - Collection puts (create, rename): the first keeps its place (later entries need the collection)
 *   and takes the last name.
 * - Article puts: the last one wins when nothing between names the article (no file it needs moves
 *   ahead of its upload, since it keeps its own later place); its `baseVersion` is the first's.
 * - Profile details, and profile picture: the last one wins.
 * - A follow (author, tribe, theme) is a set/unset like a membership: only the last of a run counts.
 * - A delete drops the earlier puts and memberships of its collection or article; when the row was
 *   created in this queue and none of its entries was ever sent, the delete goes too (nothing).
 *
 * Never across doubt: an entry already sent (`attempts > 0`, its outcome unknown) is never dropped
 * or rewritten (its key must replay with the same body), and no later entry merges into an earlier
 * one across it. Uploads (`file.put`, `recording.put`) are never touched.
 */
export function coalesce(pending: readonly OutboxEntry[]): CoalescePlan {
  const drop = new Set<number>();
  const rewritten = new Map<number, OutboxEntry>();
  const current = (e: OutboxEntry) => rewritten.get(e.seq) ?? e;
  /** Last unsent entry of a membership or a profile part since the last in-doubt one of it. */
  const lastOf = new Map<string, OutboxEntry>();
  /** First unsent collection put since the last in-doubt entry of the collection. */
  const firstPut = new Map<string, OutboxEntry>();
  /** Last unsent article put, and the seq of the last membership naming the article. */
  const lastPut = new Map<string, OutboxEntry>();
  const lastNamed = new Map<string, number>();
  /** Rows created by this queue with nothing of theirs ever sent: `true`; seen otherwise: `false`. */
  const createdHere = new Map<string, boolean>();
  const seen = (row: string, created: boolean, e: OutboxEntry) => {
    if (!createdHere.has(row)) createdHere.set(row, created && !inDoubt(e));
    else if (inDoubt(e)) createdHere.set(row, false);
  };
  const dropWhere = (test: (e: OutboxEntry) => boolean, before: number) => {
    for (const e of pending) if (e.seq < before && !inDoubt(e) && test(e)) drop.add(e.seq);
  };

  const lastWins = (key: string, e: OutboxEntry) => {
    const previous = lastOf.get(key);
    if (inDoubt(e)) return void lastOf.delete(key);
    if (previous) drop.add(previous.seq);
    lastOf.set(key, e);
  };

  for (const e of pending) {
    const { op } = e;
    const membership = membershipKey(e);
    if (membership && 'articleId' in op && 'id' in op) {
      seen(`c:${op.id}`, false, e);
      lastNamed.set(op.articleId, e.seq);
      lastWins(membership, e);
    } else if (op.type === 'follow.put' || op.type === 'follow.delete') {
      lastWins(`follow:${op.kind}/${op.id}`, e);
    } else if (op.type === 'profile.put') {
      lastWins('picture' in op.body ? 'profile:picture' : 'profile:details', e);
    } else if (op.type === 'collection.put') {
      seen(`c:${op.id}`, e.label.key === 'sync.op.createCollection', e);
      const first = firstPut.get(op.id);
      if (inDoubt(e)) firstPut.delete(op.id);
      else if (!first) firstPut.set(op.id, e);
      else {
        drop.add(e.seq);
        const merged = current(first);
        rewritten.set(first.seq, { ...merged, op: { ...op }, label: { ...merged.label, values: { ...merged.label.values, name: op.body.name } } });
      }
    } else if (op.type === 'collection.delete') {
      const row = `c:${op.id}`;
      const created = createdHere.get(row) === true;
      seen(row, false, e);
      if (inDoubt(e)) continue;
      dropWhere((x) => (x.op.type === 'collection.put' || membershipKey(x) !== undefined) && 'id' in x.op && x.op.id === op.id, e.seq);
      firstPut.delete(op.id);
      if (created) drop.add(e.seq);
    } else if (op.type === 'article.put') {
      seen(`a:${op.id}`, op.body.baseVersion === undefined, e);
      const previous = lastPut.get(op.id);
      if (inDoubt(e)) {
        lastPut.delete(op.id);
        continue;
      }
      if (previous && (lastNamed.get(op.id) ?? -1) < previous.seq) {
        drop.add(previous.seq);
        const { baseVersion } = previous.op.type === 'article.put' ? previous.op.body : {};
        if (baseVersion !== op.body.baseVersion) {
          const { baseVersion: _later, ...body } = op.body;
          rewritten.set(e.seq, { ...e, op: { ...op, body: baseVersion === undefined ? body : { ...body, baseVersion } } });
        }
      }
      lastPut.set(op.id, current(e));
    } else if (op.type === 'article.delete') {
      const row = `a:${op.id}`;
      const created = createdHere.get(row) === true;
      seen(row, false, e);
      if (inDoubt(e)) continue;
      dropWhere((x) => x.op.type === 'article.put' && x.op.id === op.id, e.seq);
      lastPut.delete(op.id);
      if (created) {
        // Never on the server: the delete, and any membership naming it, have nothing to do.
        drop.add(e.seq);
        dropWhere((x) => membershipKey(x) !== undefined && 'articleId' in x.op && x.op.articleId === op.id, e.seq);
      }
    }
  }

  for (const seq of drop) rewritten.delete(seq);
  return { keep: pending.filter((e) => !drop.has(e.seq)).map(current), drop: [...drop], rewritten: [...rewritten.values()] };
}
