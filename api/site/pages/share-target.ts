import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

/** The manifest's `share_target` action (web/manifest.ts); its service worker answers it (sw/share-target.ts). */
export const SHARE_TARGET_PATH = '/share-target';

/**
 * The share target without a service worker (the app's first visit, or a browser that dropped
 * it): the server cannot keep the shared files on the device, so it sends the phone to the drafts
 * (303, followed with a GET), which says to share again; by then the page has installed its
 * worker. Never a 404: the installed app's share sheet entry must always land somewhere.
 */
export function mountShareTargetFallback(app: Hono<AppEnv>): void {
  app.post(SHARE_TARGET_PATH, async (c) => {
    // What was posted is not read (it may be a long recording): the answer does not depend on it.
    await c.req.raw.body?.cancel().catch(() => undefined);
    c.header('Cache-Control', 'no-store');
    return c.redirect('/drafts?shared=unavailable', 303);
  });
}
