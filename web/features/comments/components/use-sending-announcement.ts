import { useEffect, useRef, useState } from 'react';

/**
 * What the thread's live region says (issue #28, screen readers): "sending…" while the reader's
 * writes wait in the outbox, then "sent" once the last of them has reached the server.
 */
export function useSendingAnnouncement(queued: number): 'comments.sending' | 'comments.sent' | null {
  const [said, setSaid] = useState<'comments.sending' | 'comments.sent' | null>(null);
  const before = useRef(queued);
  useEffect(() => {
    if (queued > 0) setSaid('comments.sending');
    else if (before.current > 0) setSaid('comments.sent');
    before.current = queued;
  }, [queued]);
  return said;
}
