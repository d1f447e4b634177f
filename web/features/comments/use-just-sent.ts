import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { commentKeys } from '#web/queries/query-keys.ts';
import type { QueuedCommentOp } from '#web/sync/comment-queue.ts';

/** A write that left the outbox, shown as sent (no longer "sending…") until the thread is read again. */
export type SentCommentOp = QueuedCommentOp & { sent: true };

/**
 * The reader's comment writes on an article that just left the outbox. The server has them now,
 * so the thread (and any replies open) is read again; until that read is back they stay laid
 * over the old page, so what the reader wrote never blinks out between the two.
 */
export function useJustSent(articleId: string, queued: readonly QueuedCommentOp[]): SentCommentOp[] {
  const client = useQueryClient();
  const previous = useRef(queued);
  const [sent, setSent] = useState<SentCommentOp[]>([]);
  useEffect(() => {
    const gone = previous.current.filter((p) => !queued.some((q) => q.seq === p.seq)).map((op) => ({ ...op, sent: true as const }));
    previous.current = queued;
    if (gone.length === 0) return;
    setSent((shown) => [...shown, ...gone]);
    const seqs = new Set(gone.map((op) => op.seq));
    void Promise.all([client.invalidateQueries({ queryKey: [...commentKeys.threads(), articleId] }), client.invalidateQueries({ queryKey: [...commentKeys.all, 'replies'] })]).finally(() =>
      setSent((shown) => shown.filter((op) => !seqs.has(op.seq))),
    );
  }, [queued, articleId, client]);
  return sent;
}
