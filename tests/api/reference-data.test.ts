import { describe, expect, it } from 'vitest';
import { makeTestApp } from '#tests/utils/test-app.ts';

async function seedReference(db: Awaited<ReturnType<typeof makeTestApp>>['db']) {
  await db.insertInto('tribes').values([{ name: 'Bamiléké', slug: 'bamileke' }, { name: 'Duala', slug: 'duala' }, { name: 'Ewondo_Beti', slug: 'ewondo-beti' }, { name: 'Fang', slug: 'fang' }, { name: 'Tikar', slug: 'tikar' }]).execute();
  await db.insertInto('themes').values([{ title: 'Culture', title_en: 'Culture', code: 'culture', position: 1 }, { title: 'Cuisine', title_en: 'Food', code: 'cuisine', position: 0 }]).execute();
}

describe('GET /api/tribes and /api/themes', () => {
  it('lists tribes by name with total, and a random sample with random=yes', async () => {
    const { client, db } = await makeTestApp();
    await seedReference(db);
    const res = await client.api.tribes.$get({ query: { limit: '2' } });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.total).toBe(5);
    expect(page.items.map((t) => t.name)).toEqual(['Bamiléké', 'Duala']);
    const random = await (await client.api.tribes.$get({ query: { limit: '4', random: 'yes' } })).json();
    expect(random.items).toHaveLength(4);
    expect(new Set(random.items.map((t) => t.id)).size).toBe(4);
  });

  it('searches tribes literally: % and _ are not wildcards', async () => {
    const { client, db } = await makeTestApp();
    await seedReference(db);
    expect((await (await client.api.tribes.$get({ query: { keywords: 'ual' } })).json()).items.map((t) => t.name)).toEqual(['Duala']);
    expect((await (await client.api.tribes.$get({ query: { keywords: '_' } })).json()).items.map((t) => t.name)).toEqual(['Ewondo_Beti']);
    expect((await (await client.api.tribes.$get({ query: { keywords: '%' } })).json()).total).toBe(0);
  });

  it('answers one tribe by id with its name as written, 404 for an unknown one and 422 for a malformed id', async () => {
    const { client, db } = await makeTestApp();
    await seedReference(db);
    const res = await client.api.tribes[':id'].$get({ param: { id: '1' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 1, name: 'Bamiléké' });
    const missing = await client.api.tribes[':id'].$get({ param: { id: '999' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'tribe_not_found' } });
    for (const id of ['0', '-1', '1e3', 'abc', '99999999999999999999']) expect((await client.api.tribes[':id'].$get({ param: { id } })).status).toBe(422);
  });

  it('lists themes in their order with title, title_en and code', async () => {
    const { client, db } = await makeTestApp();
    await seedReference(db);
    const page = await (await client.api.themes.$get({ query: {} })).json();
    expect(page.items).toEqual([
      { id: 2, title: 'Cuisine', title_en: 'Food', code: 'cuisine' },
      { id: 1, title: 'Culture', title_en: 'Culture', code: 'culture' },
    ]);
    expect((await (await client.api.themes.$get({ query: { keywords: 'food' } })).json()).items.map((t) => t.code)).toEqual(['cuisine']);
  });

  it('rejects out-of-range paging with 422', async () => {
    const { client } = await makeTestApp();
    expect((await client.api.themes.$get({ query: { limit: '0' } })).status).toBe(422);
    expect((await client.api.tribes.$get({ query: { random: 'maybe' as 'yes' } })).status).toBe(422);
  });
});
