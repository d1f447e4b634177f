import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the app, shared by React (`<Provider store={appStore}>` in main.tsx) and
 * the code outside React that reads or sets atoms: the API client, the sync runner, uploads, boot.
 */
export const appStore = getDefaultStore();

/** A jotai store (the app's, or a server-rendered page's own). */
export type AppStore = typeof appStore;
