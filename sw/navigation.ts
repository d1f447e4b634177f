import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Paths a navigation must reach on the network, never the app shell: the API and media, and the
 * public documents other programs read (issue #26): feeds, the sitemap, robots.txt and link-preview
 * pictures. Opening a feed's URL in a tab where the app is installed shows the feed's XML.
 */
export const NETWORK_ONLY_NAVIGATIONS: RegExp[] = [/^\/api\//, /^\/media\//, /^\/feeds\//, /^\/sitemap/, /^\/robots\.txt$/, /^\/og\//];

/**
 * Navigations get the precached app shell (index.html), so the installed app opens with no
 * network; the router then shows the route.
 */
export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }));
}
