import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listArticles } from '#api/repositories/articles-read.ts';
import { listCollections } from '#api/repositories/collections.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { insertArticle, insertFile, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';

/** Counts the SQL statements a repository call runs. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

async function addArticles(t: TestApp, userIds: string[], n: number, into?: string) {
  const tribe = await insertTribe(t.db);
  const theme = await insertTheme(t.db);
  for (let i = 0; i < n; i++) {
    const id = await insertArticle(t.db, { userId: userIds[i % userIds.length]!, tribe: [tribe], themes: [theme], createdAt: new Date(Date.UTC(2024, 0, 1, i)).toISOString() });
    const cover = await insertFile(t, 'image', userIds[i % userIds.length]!);
    await t.db.updateTable('articles').set({ cover_image_id: cover }).where('id', '=', id).execute();
    if (into) await t.db.insertInto('collection_articles').values({ collection_id: into, article_id: id, added_at: new Date().toISOString() }).execute();
  }
}

async function queriesOf(t: TestApp, run: (db: TestApp['db']) => Promise<unknown>) {
  const counter = new QueryCounter();
  await run(t.db.withPlugin(counter));
  return counter.count;
}

describe('lists load in a constant number of queries (no N+1)', () => {
  it('feed pages of 2 and of 30 articles cost the same', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const authors = [await insertUser(t), await insertUser(t), await insertUser(t)];
    await addArticles(
      t,
      authors.map((a) => a.id),
      2,
    );
    const list = (db: TestApp['db']) => listArticles(db, { limit: 50, offset: 0 }, reader.id);
    const small = await queriesOf(t, list);
    expect(small).toBeGreaterThan(4);
    await addArticles(
      t,
      authors.map((a) => a.id),
      28,
    );
    expect(await queriesOf(t, list)).toBe(small);
  });

  it('collections with 1 and with 25 articles cost the same', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const favorites = await t.db.selectFrom('collections').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await addArticles(t, [user.id], 1, favorites.id);
    const list = (db: TestApp['db']) => listCollections(db, user.id, { limit: 10, offset: 0 }, new Date());
    const small = await queriesOf(t, list);
    expect(small).toBeGreaterThan(4);
    await addArticles(t, [user.id], 24, favorites.id);
    expect(await queriesOf(t, list)).toBe(small);
  });
});
