import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '#api/app.ts';
import type { ErrorBody } from '#api/http/errors.ts';
import { appStore } from './app-store.ts';
import { serverTransport } from './server-transport.ts';
import { reportRevoked, revokedReason } from './session-revoked.ts';
import { currentSession, restoreSession, sessionAtom, setSession, tokenExpiry, type Session } from './session.ts';

/** A non-2xx answer of the API, with api.md's error code, message and fields. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, DNS, reset): callers fall back to local data. */
export class NetworkError extends Error {}

/** Renew the access token a minute before it expires. */
export const REFRESH_MARGIN_MS = 60_000;

let refreshing: Promise<boolean> | null = null;

/** The session another tab may have stored meanwhile (tabs share localStorage, not memory). */
function storedSession(): Session | null {
  return typeof localStorage === 'undefined' ? null : restoreSession(localStorage);
}

async function exchangeRefreshToken(): Promise<boolean> {
  let session = currentSession();
  if (!session) return false;
  // Storage holds the newest tokens: another tab that refreshed first rotated ours away, and
  // presenting the spent one again would look like theft to the server (and end the session).
  const stored = storedSession();
  if (stored && stored.tokenInfo.refreshToken !== session.tokenInfo.refreshToken) {
    setSession(stored);
    session = stored;
    if (tokenExpiry(stored.tokenInfo.token) - REFRESH_MARGIN_MS > Date.now()) return true;
  }
  try {
    // The bare client: this call must not go through apiFetch (which refreshes).
    const res = await bareApi().auth.refresh.$post({ json: { refreshToken: session.tokenInfo.refreshToken } });
    // 401 is thrown by the route, so absent from its declared answers: read the raw status.
    if ((res.status as number) === 401) {
      const revoked = await revokedReason(res as unknown as Response);
      setSession(null);
      if (revoked) reportRevoked(session.user.id, revoked);
      return false;
    }
    if (!res.ok) return false;
    const { tokenInfo } = await readResponse(res);
    const latest = currentSession();
    if (latest) setSession({ ...latest, tokenInfo });
    return true;
  } catch {
    return false;
  }
}

/**
 * Exchanges the refresh token for new tokens, once at a time for the whole page (two callers
 * share one request) and, where Web Locks exist, once at a time across tabs. False when the
 * session is over (the server said 401): the reader is signed out. A network failure keeps the
 * session (offline start) and reports false.
 */
export function refreshSession(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  refreshing ??= (locks ? locks.request('tribes-session-refresh', exchangeRefreshToken).then((ok) => ok) : exchangeRefreshToken()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** After a failed refresh (offline, server down), try again this much later. */
export const REFRESH_RETRY_MS = 30_000;

/**
 * Keeps the access token fresh while the page is open: a timer renews it `REFRESH_MARGIN_MS`
 * before its `exp`, re-armed whenever the session changes (sign-in, refresh, other tab), when the
 * tab comes back to the foreground (background timers are throttled) and when the network returns.
 * Returns the function that stops it.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const session = currentSession();
    if (!session) return;
    const due = tokenExpiry(session.tokenInfo.token) - REFRESH_MARGIN_MS - Date.now();
    // Capped: setTimeout overflows past 2^31 ms and fires at once.
    timer = setTimeout(run, Math.min(Math.max(0, due), 2 ** 31 - 1));
  };
  const run = async () => {
    const before = currentSession();
    const ok = await refreshSession();
    // Success or sign-out re-arms through the session subscription; a failure leaves the session
    // as it was, so try again later rather than in a tight loop.
    if (!ok && before && currentSession() === before) timer = setTimeout(run, REFRESH_RETRY_MS);
  };
  const onVisible = () => document.visibilityState === 'visible' && schedule();
  const unsubscribe = appStore.sub(sessionAtom, schedule);
  window.addEventListener('online', schedule);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', schedule);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function withAuth(init: RequestInit | undefined, token: string | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * fetch for the API: adds the bearer token, refreshes it when it is about to expire or a call
 * answers 401 (then retries once), and turns network failures into `NetworkError`.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Rendering on the server: the server answers (anonymously, in process); never the network.
  const server = serverTransport();
  if (server) return server(new Request(input, init));
  let session = currentSession();
  if (session) {
    if (tokenExpiry(session.tokenInfo.token) - REFRESH_MARGIN_MS <= Date.now()) {
      await refreshSession();
      session = currentSession();
    }
  }
  const send = async (token: string | undefined) => {
    try {
      return await fetch(input, withAuth(init, token));
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : 'Network error');
    }
  };
  let res = await send(session?.tokenInfo.token);
  if (res.status === 401 && session) {
    // Signed out from elsewhere: no refresh can help, the device clears the account (issue #30).
    const revoked = await revokedReason(res);
    if (revoked) {
      setSession(null);
      reportRevoked(session.user.id, revoked);
      return res;
    }
    if (await refreshSession()) res = await send(currentSession()?.tokenInfo.token);
  }
  return res;
}

/** The body type of the 2xx answers of a typed-client response (`undefined` for 204). */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 204 ? undefined : S extends 200 | 201 | 202 ? T : never) : never;

/**
 * Reads the answer of a typed-client call with its type inferred from `AppType` (like hono's
 * `parseResponse`), throwing `ApiRequestError` with the server's code, message and fields for a
 * non-2xx answer, as the rest of the app expects.
 */
export async function readResponse<R extends ClientResponse<unknown, number, string>>(res: R | Promise<R>): Promise<SuccessBody<R>> {
  return readJson<SuccessBody<R>>(await res);
}

/** Reads a JSON answer, throwing `ApiRequestError` with the server's message for non-2xx. */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await res.json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  throw new ApiRequestError(res.status, error?.code ?? `http_${res.status}`, error?.message ?? res.statusText, error?.fields ?? {}, body);
}

const origin = () => (typeof location === 'undefined' ? 'http://localhost/' : location.origin);

/** The typed API client (`hc<AppType>`), through `apiFetch`. */
export const api = hc<AppType>(origin(), { fetch: apiFetch }).api;

/** The typed client on the plain global fetch (no token, no refresh). */
const bareApi = () => hc<AppType>(origin()).api;
