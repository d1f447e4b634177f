import type { ServerRenderInput, ServerRenderOutput } from '#api/schemas/server-render.ts';

/**
 * The entry of the server's renderer build (`dist/.ssr/server-render.js`), kept to this one call so
 * every module of the renderer lives in a content-hashed file. The server imports the entry under a
 * query naming its build (api/site/pages/page-render.ts, to pick up a rebuild), while the lazy chunks
 * import the modules they share with it by plain file name: a module inside the entry existed
 * twice, and a lazy part read its own copy of an atom, not the one the render had set (the
 * Subscribe control, issue #26, lost the site's origin).
 */
export async function renderOnServer(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  const { renderOnServer: render } = await import('./server-render.tsx');
  return render(input);
}
