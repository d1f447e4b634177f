import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { newId } from '#api/schemas/ids.ts';
import { insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { printGroup } from '../measure.ts';
import type { BenchSection } from '../section.ts';

/**
 * Comments at size (issue #28) through the real app (routing, validation, queries, JSON), on a SQLite
 * file: a story with `--comments=` comments (default 10,000; one in four a reply, likes spread),
 * among 50 other threads. Goals: the first page ≤ 5 ms p95, writing a comment ≤ 10 ms p95. The
 * feed's first page carries `commentCount` read from the maintained counter.
 */
async function runCommentsBench(comments: number, runs: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-comments-bench-'));
  const t = await makeTestApp({ sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    const author = await insertUser(t);
    const readers: ContentUser[] = [];
    for (let i = 0; i < runs + 20; i++) readers.push(await insertUser(t));
    await t.db.updateTable('users').set({ created_at: '2024-01-01T00:00:00.000Z' }).execute();
    const story = await insertArticle(t.db, { userId: author.id, createdAt: new Date().toISOString() });
    const others: string[] = [];
    for (let i = 0; i < 50; i++) others.push(await insertArticle(t.db, { userId: author.id, createdAt: '2024-01-01T00:00:00.000Z' }));
    const seedStart = Date.now();
    const rows: { id: string; article_id: string; thread_id: string; user_id: string; parent_id: string | null; content: string; html: string; created_at: string; like_count: number }[] = [];
    for (let i = 0; i < comments * 2; i++) {
      const thread = i % 2 === 0 ? story : others[i % 50]!;
      const top = i % 8 !== 6;
      rows.push({
        id: newId(Date.UTC(2024, 0, 1) + i * 1000),
        article_id: thread,
        thread_id: thread,
        user_id: readers[i % readers.length]!.id,
        parent_id: top || rows.length < 8 ? null : (rows[rows.length - 6]!.parent_id ?? rows[rows.length - 6]!.id),
        content: `Comment ${i}, with *some* text.`,
        html: `<p>Comment ${i}, with <em>some</em> text.</p>\n`,
        created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
        like_count: i % 13,
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('comments')
        .values(rows.slice(i, i + 500))
        .execute();
    await sql`update comments set reply_count = (select count(*) from comments as r where r.parent_id = comments.id) where parent_id is null`.execute(t.db);
    await sql`update articles set comment_count = (select count(*) from comments as c where c.thread_id = articles.id)`.execute(t.db);
    await sql`analyze`.execute(t.db);
    console.log(`comments bench: ${rows.length} comments (${comments} on the story) seeded in ${Date.now() - seedStart} ms`);

    const get = async (url: string, headers?: Record<string, string>) => {
      const res = await t.app.request(url, { headers });
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
      return res.json();
    };
    const deep = ((await get(`/api/articles/${story}/comments?limit=20&sort=top`)) as { nextCursor: string }).nextCursor;
    let writer = 0;
    const write = async () => {
      const user = readers[writer++ % readers.length]!;
      const res = await t.app.request(`/api/comments/${newId()}`, {
        method: 'PUT',
        headers: { ...user.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ articleId: story, body: 'A new comment, *quickly* written: https://example.org' }),
      });
      if (res.status !== 201) throw new Error(`PUT comment: ${res.status} ${await res.text()}`);
    };
    await printGroup(
      `Comments through the app, a story with ${comments} comments`,
      [
        ['first page, oldest (anonymous)', () => get(`/api/articles/${story}/comments?limit=20`)],
        ['first page, oldest (signed in: liked)', () => get(`/api/articles/${story}/comments?limit=20`, readers[0]!.headers)],
        ['first page, top', () => get(`/api/articles/${story}/comments?limit=20&sort=top`)],
        ['second page, top, by cursor', () => get(`/api/articles/${story}/comments?limit=20&sort=top&cursor=${deep}`)],
        ['write a comment (PUT, new)', write],
        ['feed page 1 with commentCount', () => get('/api/articles?limit=10')],
      ],
      { runs },
    );
  } finally {
    await t.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const section: BenchSection = {
  name: 'comments',
  summary: 'comment thread pages and writes through the app on a story with 10,000 comments',
  order: 13,
  run: ({ args }) => runCommentsBench(Number(args.get('comments') ?? 10_000), Number(args.get('runs') ?? 200)),
};
