import { atom } from 'jotai';

/**
 * The site's public origin, for the absolute URLs a reader copies (feed addresses): the page's own
 * in the browser; on the server, the configured public URL, set per render in that render's store
 * (web/app/server-render.tsx), so two renders never share it.
 */
export const siteOriginAtom = atom<string>(typeof window === 'undefined' ? '' : window.location.origin);
