/**
 * The contract between the server and its renderer of first views (issue #26: one set of types,
 * no hand-kept copies). The server (api/site/pages/) loads the build of web/app/server-render.tsx
 * at run time and calls it with these; both import them from here.
 */

/** What the renderer is asked. */
export interface ServerRenderInput {
  /** Path and query of the page. */
  url: string;
  language: 'fr' | 'en';
  /** The site's public origin, for the absolute URLs the page shows (web/lib/site-origin.ts). */
  origin: string;
  /** Answers the page's API GETs (the app itself, as an anonymous reader). */
  transport: (request: Request) => Promise<Response>;
  /** Past this (epoch ms), render with what has arrived (queries still waiting render as loading). */
  deadline: number;
}

/** What it gives: null for a page that is not one to render on the server (a redirect). */
export interface ServerRenderOutput {
  html: string;
  /** The query data the page was rendered with (TanStack Query's dehydrated state), for the page to reuse. */
  state: unknown;
  /** 404 for a page the router does not know; redirects are left to the page. */
  status: 200 | 404;
  /** What the page says if its app's code does not arrive (web/start-retry.ts), in its language. */
  startUp: { offline: string; retrying: string };
}

export type RenderOnServer = (input: ServerRenderInput) => Promise<ServerRenderOutput | null>;

/** The id of the JSON block holding a server-rendered page's query data (read once by the page). */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/** The cookie holding the reader's interface language, set by the page, read by the server to render in it. */
export const LANGUAGE_COOKIE = 'tribes-lang';
