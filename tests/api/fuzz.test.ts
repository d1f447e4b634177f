import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '#api/auth/access-token.ts';
import { mountMedia } from '#api/media/routes.ts';
import { newId } from '#api/schemas/ids.ts';
import { insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Hostile input against every call of api.md: whatever arrives, the answer is below 500, an error is
 * the JSON error shape, and no body carries a stack trace. Runs are few per property (the machine is
 * shared); a failure prints its seed and the shrunk request to replay.
 */

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: string[];
  body?: string[];
}

const ARTICLE_FIELDS = [
  'title',
  'subTitle',
  'tribe',
  'themes',
  'tags',
  'references',
  'inspiredBy',
  'content',
  'textType',
  'sections',
  'type',
  'coverImage',
  'imageFiles',
  'audioFile',
  'videoFile',
  'baseVersion',
];
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/users', body: ['firstName', 'lastName', 'email', 'password'] },
  { method: 'GET', path: '/api/auth/activation/:code' },
  { method: 'POST', path: '/api/auth/login', body: ['username', 'password'] },
  { method: 'POST', path: '/api/auth/refresh', body: ['refreshToken'] },
  { method: 'POST', path: '/api/auth/logout', body: ['refreshToken'] },
  { method: 'POST', path: '/api/auth/recovery-password', body: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password/:code', body: ['password'] },
  { method: 'GET', path: '/api/users/me' },
  { method: 'PUT', path: '/api/users/me', body: ['picture', 'presentation', 'phoneNumber', 'password', 'rpassword', 'current_password'] },
  { method: 'GET', path: '/api/users', query: ['limit', 'offset', 'keywords'] },
  { method: 'GET', path: '/api/users/:slug' },
  { method: 'GET', path: '/api/tribes', query: ['limit', 'offset', 'random'] },
  { method: 'GET', path: '/api/tribes/:id' },
  { method: 'GET', path: '/api/themes', query: ['limit', 'offset', 'keywords'] },
  { method: 'GET', path: '/api/articles', query: ['limit', 'offset', 'cursor', 'keywords', 'userId', 'theme', 'tribe', 'type'] },
  { method: 'GET', path: '/api/articles/:id' },
  { method: 'PUT', path: '/api/articles/:id', body: ARTICLE_FIELDS },
  { method: 'DELETE', path: '/api/articles/:id' },
  { method: 'GET', path: '/api/collections', query: ['limit', 'offset'] },
  { method: 'PUT', path: '/api/collections/:id', body: ['name'] },
  { method: 'DELETE', path: '/api/collections/:id' },
  { method: 'PUT', path: '/api/collections/:id/articles/:articleId' },
  { method: 'DELETE', path: '/api/collections/:id/articles/:articleId' },
  { method: 'GET', path: '/api/collections/:id/articles', query: ['limit', 'cursor'] },
  { method: 'POST', path: '/api/batch', body: ['items'] },
  { method: 'GET', path: '/api/progress', query: ['limit', 'offset', 'unfinished'] },
  { method: 'PUT', path: '/api/progress/:articleId', body: ['position', 'duration', 'finished', 'updatedAt'] },
  { method: 'GET', path: '/api/ads', query: ['format', 'limit'] },
  { method: 'POST', path: '/api/ads/:id/impressions' },
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/files', body: ['files', 'ids'] },
  { method: 'PUT', path: '/api/files/:id' },
  { method: 'GET', path: '/media/:id/:name' },
];

const HUGE = 'ä'.repeat(50 * 1024);
const RAW_SEGMENTS = [
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F',
  '%00',
  '%E0%A4%A',
  '%',
  '%FF%FE',
  'me',
  '-1',
  '0',
  '1',
  '99999999999999999999999',
  '1e3',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '%20',
  '%0D%0ASet-Cookie:%20x=1',
  'A'.repeat(32),
  'g'.repeat(32),
  '0'.repeat(31),
  'x'.repeat(5000),
];
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '../../etc/passwd',
    '\u0000',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '__proto__',
    '\u202egpj.exe',
    '😀'.repeat(500),
    HUGE,
    'a@b.c',
    ' ',
    '',
    'Aa1!aaaaaa',
    'NaN',
    '-0',
    '1e309',
    '9'.repeat(400),
  ),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(true, false, null, -1, 0, 1, 2 ** 53, Number.MAX_VALUE, 1e-300),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'id')), tie('value'), { maxKeys: 5 }),
  ),
}));

const segment = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
  fc.constant('').map(() => newId()),
);
const BAD_QUERY_SUFFIXES = ['', '&%', '&limit=%E0%A4%A', '&keywords=%FF%FE%00', '&=&&==', '&limit=1&limit=2', '&offset[]=1', '&keywords=%F0%9F%98%80%E2%80%AE'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'multipart/form-data',
  'application/xml',
  'image/svg+xml',
  '',
  '*/*',
  'application/json, text/html',
];

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; bytes: Uint8Array } | { kind: 'none' };
const bodyFor = (fields: string[] | undefined) =>
  fc.oneof<fc.Arbitrary<Body>[]>(
    fc.record(Object.fromEntries((fields ?? ['x']).map((f) => [f, hostileValue])), { requiredKeys: [] }).map((value) => ({ kind: 'json', value })),
    hostileValue.map((value) => ({ kind: 'json', value })),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: 'raw', bytes })),
    // Invalid UTF-8 (lone continuation bytes, overlongs, surrogates) inside an otherwise JSON-looking body.
    fc.constantFrom([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc0, 0xaf, 0x7d], [0xed, 0xa0, 0x80], [0xc3, 0x28], [0xf8, 0x88, 0x80, 0x80, 0x80]).map((b) => ({ kind: 'raw', bytes: new Uint8Array(b) })),
    fc.constant<Body>({ kind: 'none' }),
  );

let t: TestApp;
let tokens: { valid: string; expired: string; wrongSecret: string; ghost: string };

beforeAll(async () => {
  t = await makeTestApp();
  mountMedia(t.app, t.deps);
  const user = await insertUser(t);
  await insertTribe(t.db);
  await insertTheme(t.db);
  const secret = t.deps.config.jwtSecret;
  const sign = (u: { id: string; email: string }, s: string, at: Date) => signAccessToken({ sessionId: 'e'.repeat(32), ...u }, s, at).then((r) => r.token);
  tokens = {
    valid: user.headers.Authorization!.slice('Bearer '.length),
    expired: await sign(user, secret, new Date(Date.now() - 86_400_000)),
    wrongSecret: await sign(user, 'another-secret-that-is-long-enough-0123456789', new Date()),
    // A valid signature for an account that no longer exists (database reset, JWT secret kept).
    ghost: await sign({ id: 'f'.repeat(32), email: 'ghost@example.com' }, secret, new Date()),
  };
});

const authHeader = fc.constantFrom('valid', 'valid', 'none', 'expired', 'wrongSecret', 'ghost', 'garbage', 'basic').map((kind): Record<string, string> => {
  if (kind === 'none') return {};
  if (kind === 'garbage') return { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
  if (kind === 'basic') return { Authorization: 'Basic YWRtaW46YWRtaW4=' };
  return { Authorization: `Bearer ${tokens[kind as keyof typeof tokens]}` };
});

const STACK_TRACE = /\bat .*[/\\].*:\d+|\b\w*Error:|node_modules|file:\/\//;

/**
 * The invariants every answer keeps, whatever was sent. Errors under /api and /media have the JSON
 * error shape; `..` segments can normalise a URL out of both (the web app's fallback answers those).
 */
async function expectSafe(res: Response, url: string, label = url) {
  expect(res.status, label).toBeLessThan(500);
  const text = await res.text();
  expect(text, label).not.toMatch(STACK_TRACE);
  const { pathname } = new URL(url, 'http://localhost');
  if (res.status >= 400 && res.status !== 416 && /^\/(api|media)\//.test(pathname)) {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, label).toBe('string');
    expect(typeof body.error?.message, label).toBe('string');
  }
}

function send(method: string, url: string, headers: Record<string, string>, body: Body) {
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && body.kind !== 'none') {
    init.body = body.kind === 'json' ? JSON.stringify(body.value) : new Uint8Array(body.bytes);
  }
  return t.app.request(url, init);
}

function requestFor(endpoint: Endpoint) {
  return fc.record({
    params: fc.tuple(segment, segment),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(endpoint.query ?? ['limit'])), hostileString), hostileString), { maxLength: 4 }),
    suffix: fc.constantFrom(...BAD_QUERY_SUFFIXES),
    auth: authHeader,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    idempotencyKey: fc.option(fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), fc.constant('k'.repeat(300))), { nil: undefined }),
    body: bodyFor(endpoint.body),
  });
}

describe('hostile input on every endpoint', () => {
  it.each(ENDPOINTS)('$method $path', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async (r) => {
        let n = 0;
        const path = endpoint.path.replace(/:\w+/g, () => r.params[n++]!);
        const search = new URLSearchParams(r.query.map(([k, v]) => [k.replace(/[\ud800-\udfff]/g, ''), v.replace(/[\ud800-\udfff]/g, '')])).toString();
        const url = `${path}?${search}${r.suffix}`;
        const headers: Record<string, string> = { ...r.auth };
        if (r.contentType) headers['Content-Type'] = r.contentType;
        if (r.idempotencyKey !== undefined) headers['Idempotency-Key'] = r.idempotencyKey;
        await expectSafe(await send(endpoint.method, url, headers, r.body), url, `${endpoint.method} ${url}`);
      }),
      { numRuns: 25 },
    );
  });

  it.each(ENDPOINTS.filter((e) => e.method !== 'GET'))('$method $path: deep nesting and oversized JSON bodies', async (endpoint) => {
    const path = endpoint.path.replace(/:\w+/g, () => newId());
    const field = endpoint.body?.[0] ?? 'x';
    const depth = 100_000;
    const bodies = [
      '['.repeat(depth) + ']'.repeat(depth),
      `{"${field}":${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}}`,
      `{"${field}":"${'x'.repeat(1024 * 1024 + 10)}"}`,
      JSON.stringify({ [field]: Array.from({ length: 50_000 }, (_, i) => i) }),
    ];
    for (const body of bodies) {
      const headers = { Authorization: `Bearer ${tokens.valid}`, 'Content-Type': 'application/json' };
      await expectSafe(await t.app.request(path, { method: endpoint.method, headers, body }), path, `${endpoint.method} ${path} (${body.length} bytes)`);
    }
  });
});

describe('hostile article bodies that pass the first checks', () => {
  it('PUT /api/articles/:id with a valid base and hostile fields', async () => {
    const base = {
      type: 1,
      textType: 1,
      title: 'A title long enough',
      tribe: [1],
      themes: [1],
      sections: [
        { id: newId(), heading: 'One', content: 'Body' },
        { id: newId(), heading: 'Two', content: 'Body' },
      ],
    };
    const overrides = fc.dictionary(fc.constantFrom(...ARTICLE_FIELDS), fc.oneof(hostileValue, fc.constantFrom([999999], [1, 1, 1], newId(), [newId()], 2 ** 31, 0)), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(overrides, fc.boolean(), async (fields, sameId) => {
        const id = sameId ? '0123456789abcdef0123456789abcdef' : newId();
        const headers = { Authorization: `Bearer ${tokens.valid}`, 'Content-Type': 'application/json' };
        const res = await t.app.request(`/api/articles/${id}`, { method: 'PUT', headers, body: JSON.stringify({ ...base, ...fields }) });
        await expectSafe(res, `/api/articles/${id}`, JSON.stringify(fields).slice(0, 300));
      }),
      { numRuns: 40 },
    );
  });
});
