import { describe, expect, it } from 'vitest';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';

async function seedReference(db: Awaited<ReturnType<typeof makeTestApp>>['db']) {
  await db
    .insertInto('tribes')
    .values([
      { name: 'Bamiléké', slug: 'bamileke' },
      { name: 'Duala', slug: 'duala' },
      { name: 'Ewondo_Beti', slug: 'ewondo-beti' },
      { name: 'Fang', slug: 'fang' },
      { name: 'Tikar', slug: 'tikar' },
    ])
    .execute();
  await db
    .insertInto('themes')
    .values([
      { title: 'Culture', title_en: 'Culture', code: 'culture', position: 1 },
      { title: 'Cuisine', title_en: 'Food', code: 'cuisine', position: 0 },
    ])
    .execute();
}

describe('GET /api/tribes and /api/themes', () => {
  it('lists tribes by name with total', async () => {
    const { client, db } = await makeTestApp();
    await seedReference(db);
    const res = await client.api.tribes.$get({ query: { limit: '2' } });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.total).toBe(5);
    expect(page.items.map((t) => t.name)).toEqual(['Bamiléké', 'Duala']);
  });

  it('draws the random sample only from tribes with a live article (issue #25)', async () => {
    const t = await makeTestApp();
    await seedReference(t.db);
    const author = await insertUser(t);
    const tribes = await t.db.selectFrom('tribes').select(['id', 'name']).orderBy('name').execute();
    const id = (name: string) => tribes.find((tribe) => tribe.name === name)!.id;
    // Bamiléké and Fang have live stories; Duala only a deleted one; Ewondo_Beti and Tikar none.
    await insertArticle(t.db, { userId: author.id, tribe: [id('Bamiléké')], createdAt: '2024-01-01T00:00:00.000Z' });
    await insertArticle(t.db, { userId: author.id, tribe: [id('Fang'), id('Bamiléké')], createdAt: '2024-01-02T00:00:00.000Z' });
    await insertArticle(t.db, { userId: author.id, tribe: [id('Duala')], createdAt: '2024-01-03T00:00:00.000Z', deleted: true });
    for (let i = 0; i < 5; i++) {
      const random = await (await t.client.api.tribes.$get({ query: { limit: '4', random: 'yes' } })).json();
      expect(random.items.map((tribe) => tribe.name).sort()).toEqual(['Bamiléké', 'Fang']);
    }
    // The plain list still names every tribe.
    expect((await (await t.client.api.tribes.$get({ query: { limit: '10' } })).json()).total).toBe(5);
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
