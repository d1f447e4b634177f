import { hc } from 'hono/client';
import type { AppType } from '#api/app.ts';
import type { ErrorBody } from '#api/http/errors.ts';
import type { TokenInfo } from '#api/schemas/user.ts';
import { currentSession, setSession, tokenExpiry } from './session.ts';

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

/**
 * Exchanges the refresh token for new tokens, once at a time for the whole page (two callers
 * share one request). False when the session is over (the server said 401): the reader is signed
 * out. A network failure keeps the session (offline start) and reports false.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = currentSession();
    if (!session) return false;
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.tokenInfo.refreshToken }),
      });
      if (res.status === 401) {
        setSession(null);
        return false;
      }
      if (!res.ok) return false;
      const { tokenInfo } = (await res.json()) as { tokenInfo: TokenInfo };
      const latest = currentSession();
      if (latest) setSession({ ...latest, tokenInfo });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
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
  if (res.status === 401 && session && (await refreshSession())) {
    res = await send(currentSession()?.tokenInfo.token);
  }
  return res;
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

/** The typed API client (`hc<AppType>`), through `apiFetch`. */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://localhost/' : location.origin, { fetch: apiFetch }).api;
