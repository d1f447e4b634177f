/**
 * How the API is reached while the server renders a page (web/app/server-render.tsx): the server
 * answers the page's API calls itself, in process, as an anonymous reader, instead of the network.
 * Unset in the browser. The server renders one page at a time (api/site/pages/web-app.ts), so one
 * module-level transport is enough.
 */
export type ServerTransport = (request: Request) => Promise<Response>;

let transport: ServerTransport | null = null;

/** Sets (or, with null, clears) the transport of the page being rendered on the server. */
export function setServerTransport(next: ServerTransport | null): void {
  transport = next;
}

/** The transport when rendering on the server, else null (the browser uses the network). */
export function serverTransport(): ServerTransport | null {
  return transport;
}
