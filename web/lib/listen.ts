/**
 * Adds each handler to `target` under its event type and returns the function that removes them
 * all: the add/remove pairs that media resume and the media session each wrote out by hand, and
 * could let drift apart (a listener added, never removed).
 */
export function listen(target: EventTarget, handlers: Record<string, (event: Event) => unknown>): () => void {
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) target.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler);
  };
}
