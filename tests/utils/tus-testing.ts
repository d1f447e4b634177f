import type { TestApp } from './test-app.ts';

/** `Upload-Metadata` of the tus protocol: `key base64value` pairs, comma-separated. */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Raw tus calls against a test app (no client library: the tests pin the protocol itself). */
export function tusClient(t: TestApp, auth: Record<string, string>) {
  const base = { 'Tus-Resumable': '1.0.0', ...auth };
  return {
    create: (length: number | string, meta: Record<string, string>, extra: Record<string, string> = {}) =>
      t.app.request('/api/uploads', {
        method: 'POST',
        headers: {
          ...base,
          'Upload-Length': String(length),
          'Upload-Metadata': tusMetadata(meta),
          ...extra,
        },
      }),
    head: (location: string, extra: Record<string, string> = {}) =>
      t.app.request(location, {
        method: 'HEAD',
        headers: { ...base, ...extra },
      }),
    patch: (location: string, offset: number | string, body: Uint8Array, extra: Record<string, string> = {}) =>
      t.app.request(location, {
        method: 'PATCH',
        headers: {
          ...base,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          ...extra,
        },
        body: body as Uint8Array<ArrayBuffer>,
      }),
    remove: (location: string) => t.app.request(location, { method: 'DELETE', headers: base }),
    finish: (location: string) => t.app.request(`${location}/finish`, { method: 'POST', headers: auth }),
  };
}
