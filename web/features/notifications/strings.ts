import { loadStringArea } from '#web/lib/i18n.ts';

/**
 * The bell's strings, an on-demand area (web/lib/i18n.ts): asked for when this feature's code first
 * loads, and awaited (`use`) by the bell and the page, so the start of the app carries none of it.
 */
export const stringsReady: Promise<void> = loadStringArea('notifications');
