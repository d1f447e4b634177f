/**
 * The one network policy of "Wi-Fi only" (issue #26: uploads and downloads each had their own
 * reading of the connection and their own rule). Both ask `mayUseNetwork` with their setting, and
 * both wake on `onConnectionChange`.
 */

/** What the device says of its connection: Wi-Fi (or a cable), metered (cellular…), or nothing known. */
export type ConnectionKind = 'wifi' | 'metered' | 'unknown';

interface NetworkInformation extends EventTarget {
  type?: string;
}

const connection = (): NetworkInformation | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection);

/** `navigator.connection.type` where the Network Information API exists (Chromium on Android and ChromeOS). */
export function connectionType(): string | undefined {
  return connection()?.type;
}

/** Whether the browser says which network it is on. */
export const canTellConnection = (): boolean => connectionType() !== undefined;

/** `navigator.connection.type` as a kind. */
export function connectionKind(type: string | undefined): ConnectionKind {
  if (type === 'wifi' || type === 'ethernet') return 'wifi';
  if (type === 'cellular' || type === 'bluetooth' || type === 'wimax') return 'metered';
  // 'none', 'other', 'mixed', 'unknown' or no API at all (Firefox, Safari, desktop Chromium).
  return 'unknown';
}

/** A "Wi-Fi only" setting: on or off, and where the browser cannot tell, the person's own "I am on Wi-Fi now". */
export interface NetworkPolicy {
  wifiOnly: boolean;
  onWifiNow: boolean;
}

/**
 * Whether transfers may run on a connection of `kind`: always with "Wi-Fi only" off; with it on,
 * on Wi-Fi when the browser tells the connection, never on metered data, and where nothing is
 * known only while the person says they are on Wi-Fi (uploads have no such switch: they wait).
 */
export function mayUseNetwork(policy: NetworkPolicy, kind: ConnectionKind = connectionKind(connectionType())): boolean {
  if (!policy.wifiOnly) return true;
  if (kind === 'wifi') return true;
  if (kind === 'metered') return false;
  return policy.onWifiNow;
}

/** Calls `listener` when the connection changes (where the browser says); returns the function that stops. */
export function onConnectionChange(listener: () => void): () => void {
  const target = connection();
  target?.addEventListener?.('change', listener);
  return () => target?.removeEventListener?.('change', listener);
}
