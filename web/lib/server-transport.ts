import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How the API is reached while the server renders a page (web/app/server-render.tsx): the server
 * answers the page's API calls itself, in process, as an anonymous reader, instead of the network.
 * Unset in the browser.
 */
export type ServerTransport = (request: Request) => Promise<Response>;

/**
 * The transport of the render running in this async context. Renders run at once (issue #26: one
 * slow page must not hold the others), so each one's query functions, started from its own render,
 * find its own transport here, not a module-level one another render has replaced. Node's
 * AsyncLocalStorage is taken from `process` rather than imported, so the page's build carries no
 * `node:` import: in the browser there is no store and `serverTransport()` is null.
 */
const renders: AsyncLocalStorage<ServerTransport> | null =
  typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function' ? null : new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)<ServerTransport>();

/** Runs `render` with `transport` answering every API call it makes, however deep its async work goes. */
export function withServerTransport<T>(transport: ServerTransport, render: () => Promise<T>): Promise<T> {
  if (!renders) throw new Error('server renders need Node.js (AsyncLocalStorage)');
  return renders.run(transport, render);
}

/** The transport when rendering on the server, else null (the browser uses the network). */
export function serverTransport(): ServerTransport | null {
  return renders?.getStore() ?? null;
}
