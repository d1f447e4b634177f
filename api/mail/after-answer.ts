/**
 * Work that must not show in response times (issue #10): what an answer would reveal by taking
 * longer — a reset code stored and a mail built and sent only for addresses that have an account —
 * runs here, after the answer is on its way. Tasks run one at a time in arrival order; a failure is
 * logged and never reaches the client, which got the same answer either way.
 */
let queue: Promise<void> = Promise.resolve();
let pending = 0;

/** Queues `task` to run after the current answer is sent. */
export function afterAnswer(label: string, task: () => Promise<void>): void {
  pending += 1;
  queue = queue
    // setImmediate: past the microtasks that hand the response to the socket.
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(task)
    .catch((error: unknown) => console.error(`[after-answer] ${label} failed`, error))
    .finally(() => {
      pending -= 1;
    });
}

/** Resolves once every queued task has run (tests, and a clean shutdown). */
export async function afterAnswerIdle(): Promise<void> {
  while (pending > 0) await queue;
}
