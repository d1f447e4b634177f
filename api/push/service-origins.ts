/**
 * Which push services the server will POST to (issue #29). The server sends to URLs its users give
 * it, so an endpoint anywhere else (an internal address, the metadata service of a cloud) is refused
 * when it is subscribed, and again before each send. Patterns are origins, `*.` standing for one or
 * more labels: `https://*.push.apple.com`. `PUSH_SERVICE_ORIGINS` replaces the list (the tests allow
 * their local `http://127.0.0.1:<port>` service with it).
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = ['https://fcm.googleapis.com', 'https://*.push.services.mozilla.com', 'https://*.push.apple.com', 'https://*.notify.windows.com'] as const;

/** One allowed origin: `host` exact, or any subdomain of `suffix` when `wildcard`. */
export interface PushServiceOrigin {
  protocol: 'https:' | 'http:';
  host: string;
  wildcard: boolean;
  port: string;
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** `https://*.push.apple.com, http://127.0.0.1:4601` → origins; null when one is not an origin pattern. */
export function parsePushServiceOrigins(value: string | readonly string[]): PushServiceOrigin[] | null {
  const items = (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return null;
  const origins: PushServiceOrigin[] = [];
  for (const item of items) {
    const match = PATTERN.exec(item);
    if (!match) return null;
    const protocol = `${match[1]!.toLowerCase()}:` as PushServiceOrigin['protocol'];
    const port = match[4] && match[4] !== (protocol === 'https:' ? '443' : '80') ? match[4] : '';
    origins.push({ protocol, host: match[3]!.toLowerCase(), wildcard: Boolean(match[2]), port });
  }
  return origins;
}

/** Whether `endpoint` is a URL on one of `origins` (no user name or password in it). */
export function isAllowedEndpoint(endpoint: string, origins: readonly PushServiceOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // `URL` lowercases the host and drops a default port.
  return origins.some((o) => o.protocol === url.protocol && o.port === url.port && (o.wildcard ? url.hostname.endsWith(`.${o.host}`) : url.hostname === o.host));
}
