import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { authHeaders, createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

interface ErrorJson {
  error: { code: string; fields?: Record<string, string> };
}

async function signedIn(t: TestApp) {
  const user = await createTestUser(t, { firstName: 'Ada', lastName: 'Byron' });
  return { user, headers: await authHeaders(t, user) };
}

async function insertFile(t: TestApp, input: { ownerId: string | null; kind: 'image' | 'audio'; name: string }) {
  const id = newId();
  await t.db
    .insertInto('files')
    .values({
      id,
      owner_id: input.ownerId,
      name: input.name,
      mime: input.kind === 'image' ? 'image/png' : 'audio/webm',
      size: 10,
      kind: input.kind,
      duration_seconds: null,
      sha256: 'x',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

const put = (t: TestApp, headers: Record<string, string>, json: Record<string, string>) =>
  t.app.request('/api/users/me', { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(json) });

describe('GET /api/users/me', () => {
  it('answers 401 without a token and the user with email and phone number with one', async () => {
    const t = await makeTestApp();
    expect((await t.client.api.users.me.$get()).status).toBe(401);
    const { user, headers } = await signedIn(t);
    const res = await t.client.api.users.me.$get({}, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      slug: 'ada-byron',
      firstName: 'Ada',
      lastName: 'Byron',
      presentation: null,
      picture: null,
      email: user.email,
      phoneNumber: null,
      role: 'member',
      followerCount: 0,
      followingCount: 0,
    });
  });
});

describe('PUT /api/users/me', () => {
  it('answers 401 without a token', async () => {
    const t = await makeTestApp();
    expect((await put(t, {}, { presentation: 'x'.repeat(60), phoneNumber: '0612345678' })).status).toBe(401);
  });

  it('sets presentation and phone number within the rules of spec §5', async () => {
    const t = await makeTestApp();
    const { headers } = await signedIn(t);
    const presentation = 'I write about rivers and the people who live along them, in two languages.';
    const ok = await put(t, headers, { presentation, phoneNumber: '0612345678' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ presentation, phoneNumber: '0612345678' });

    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ presentation: 'x'.repeat(49), phoneNumber: '0612345678' }, { presentation: 'min_length' }],
      [{ presentation: 'x'.repeat(251), phoneNumber: '0612345678' }, { presentation: 'max_length' }],
      [{ presentation, phoneNumber: '06123abc78' }, { phoneNumber: 'numeric' }],
      [{ presentation, phoneNumber: '12345678' }, { phoneNumber: 'min_length' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(t, headers, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorJson).error.fields).toEqual(fields);
    }
  });

  it('takes a phone number as people write it and stores its digits (issue #25)', async () => {
    const t = await makeTestApp();
    const { headers } = await signedIn(t);
    const presentation = 'I write about rivers and the people who live along them, in two languages.';
    const ok = await put(t, headers, { presentation, phoneNumber: '+237 6 99 12 34 56' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ phoneNumber: '237699123456' });
    const me = await t.client.api.users.me.$get({}, { headers });
    expect(await me.json()).toMatchObject({ phoneNumber: '237699123456' });
    const dotted = await put(t, headers, { presentation, phoneNumber: '(06) 12-34.56.78' });
    expect(await dotted.json()).toMatchObject({ phoneNumber: '0612345678' });
    // Separators do not count as digits: 8 digits, however written, are still too few.
    const short = await put(t, headers, { presentation, phoneNumber: '+33 6 12 34 5' });
    expect(short.status).toBe(422);
    expect(((await short.json()) as ErrorJson).error.fields).toEqual({ phoneNumber: 'min_length' });
  });

  it('sets the picture to an uploaded image, served under /media', async () => {
    const t = await makeTestApp();
    const { user, headers } = await signedIn(t);
    const image = await insertFile(t, { ownerId: user.id, kind: 'image', name: 'my face é.png' });
    const res = await put(t, headers, { picture: image });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { picture: string }).picture).toBe(`/media/${image}/my%20face%20%C3%A9.png`);
  });

  it("refuses pictures that are missing, someone else's (404) or not images (422)", async () => {
    const t = await makeTestApp();
    const { user, headers } = await signedIn(t);
    const other = await createTestUser(t);
    const theirs = await insertFile(t, { ownerId: other.id, kind: 'image', name: 'a.png' });
    const audio = await insertFile(t, { ownerId: user.id, kind: 'audio', name: 'a.webm' });

    for (const id of [newId(), theirs]) {
      const res = await put(t, headers, { picture: id });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.code).toBe('file_not_found');
    }
    const notImage = await put(t, headers, { picture: audio });
    expect(notImage.status).toBe(422);
    expect(((await notImage.json()) as ErrorJson).error.fields).toEqual({ picture: 'not_an_image' });
    expect((await put(t, headers, { picture: 'not-an-id' })).status).toBe(422);
  });

  it('changes the password with the current one; wrong current is 403, mismatch is 422', async () => {
    const t = await makeTestApp();
    const { user, headers } = await signedIn(t);
    const mismatch = await put(t, headers, { password: 'Newer-pass2', rpassword: 'Newer-pass3', current_password: TEST_PASSWORD });
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as ErrorJson).error.fields).toEqual({ rpassword: 'password_no_match' });

    const wrong = await put(t, headers, { password: 'Newer-pass2', rpassword: 'Newer-pass2', current_password: 'Not-the-pass1' });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as ErrorJson).error.code).toBe('wrong_password');

    const ok = await put(t, headers, { password: 'Newer-pass2', rpassword: 'Newer-pass2', current_password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await t.client.api.auth.login.$post({ json: { username: user.email, password: 'Newer-pass2' } })).status).toBe(200);
  });

  it('refuses a body that is none of the three forms', async () => {
    const t = await makeTestApp();
    const { headers } = await signedIn(t);
    expect((await put(t, headers, {})).status).toBe(422);
    expect((await put(t, headers, { picture: newId(), presentation: 'x'.repeat(60) })).status).toBe(422);
  });
});
