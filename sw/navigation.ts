import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Navigations get the precached app shell (index.html), so the installed app opens with no
 * network; the router then shows the route. API and media paths are never navigations to the shell.
 */
export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }));
}
