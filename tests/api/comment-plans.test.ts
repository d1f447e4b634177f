import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#api/db/connection.ts';
import { isPostgres } from '#api/db/dialect.ts';
import type { Viewer } from '#api/repositories/comment-rows.ts';
import { pinnedQuery, threadPageQuery, threadQuery } from '#api/repositories/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * Plans of a thread's page (issue #28) on both databases: on a story with 6,000 comments (among
 * 36,000 in 51 threads), analyzed, every sort's first and deep page walks a comments
 * index in its order and stops after the page: no sort of the thread, no full read of the table.
 */
const COMMENTS = 6000;
/** Other threads sharing the table, as on a site: the story's comments are a sixth of the rows. */
const OTHER_THREADS = 50;
const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString();

async function problems(db: DB, query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  if (isPostgres(db)) {
    type Node = { 'Node Type': string; 'Relation Name'?: string; Plans?: Node[] };
    const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: Node }] }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
    const all = (n: Node): Node[] => [n, ...(n.Plans ?? []).flatMap(all)];
    return all(result.rows[0]!['QUERY PLAN'][0].Plan)
      .filter((n) => /Sort/.test(n['Node Type']) || (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'comments'))
      .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`);
  }
  const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return result.rows.map((r) => r.detail).filter((line) => /TEMP B-TREE|^SCAN comments/.test(line));
}

describe('comment thread plans', () => {
  let db: DB;
  let threadId: string;
  let viewer: Viewer;
  beforeAll(async () => {
    const t = await makeTestApp();
    db = t.db;
    const author = await insertUser(t);
    const reader = await insertUser(t);
    threadId = await insertArticle(db, { userId: author.id, createdAt: at(0) });
    const others: string[] = [];
    for (let i = 0; i < OTHER_THREADS; i++) others.push(await insertArticle(db, { userId: author.id, createdAt: at(0) }));
    viewer = { userId: reader.id, role: 'member', articleAuthor: false };
    const rows = Array.from({ length: COMMENTS * 6 }, (_, i) => {
      const thread = i % 6 === 0 ? threadId : others[i % OTHER_THREADS]!;
      return {
        id: newId(),
        article_id: thread,
        thread_id: thread,
        user_id: reader.id,
        content: 'x',
        created_at: at(i),
        like_count: i % 17,
        status: i % 50 === 0 ? ('hidden' as const) : ('visible' as const),
        // One pinned comment per thread, as authors pin them.
        pinned: i < 6 * OTHER_THREADS ? 1 : 0,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('comments')
        .values(rows.slice(i, i + 500))
        .execute();
    await sql`analyze`.execute(db);
  }, 120_000);

  it('the pinned comment is read from its own index, not by walking the thread', async () => {
    for (const language of [undefined, 'fr'] as const) {
      const { sql: text, parameters } = pinnedQuery(threadQuery(db, threadId, viewer, language)).compile();
      const plan = isPostgres(db)
        ? JSON.stringify((await db.executeQuery(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]))).rows)
        : (await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]))).rows.map((r) => r.detail).join('\n');
      expect(plan).toContain('comments_pinned_idx');
    }
  });

  for (const sort of ['oldest', 'newest', 'top'] as const) {
    it(`${sort}: first and deep pages walk an index in order`, async () => {
      for (const after of [undefined, { likes: 8, createdAt: at(COMMENTS * 3), id: 'f'.repeat(32) }]) {
        for (const language of [undefined, 'fr'] as const) {
          expect(await problems(db, threadPageQuery(db, threadId, viewer, { sort, limit: 20, language }, after))).toEqual([]);
        }
      }
    });
  }
});
