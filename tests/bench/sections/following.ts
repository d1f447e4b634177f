import { createDb, openSqlite } from '#api/db/connection.ts';
import { optimizeOnOpen } from '#api/db/planner-statistics.ts';
import { encodeCursor } from '#api/repositories/article-cursor.ts';
import { listArticles } from '#api/repositories/articles-read.ts';
import { followingFeed } from '#api/repositories/following-feed.ts';
import { FEED_PAGE_SIZE } from '#api/schemas/article.ts';
import type { FollowingFeedQuery } from '#api/schemas/follows.ts';
import { LARGE_USERS } from '../large-content.ts';
import { largeDb } from '../large-db.ts';
import { printGroup } from '../measure.ts';
import type { BenchOptions, BenchSection } from '../section.ts';

/**
 * The following feed of issue #29 on the cached large database (`--scale=1m` for the issue's
 * figure: p95 ≤ 10 ms of server time for a reader following 50 authors and 5 tribes). The reader
 * follows authors spread over the whole range of output (the seed gives authors a Zipf-like share,
 * from ~80,000 articles to a handful) and tribes from the largest to a small one. Each case is the
 * repository call the route makes (the server's time without HTTP); the baseline is the main feed's
 * first page. The reader and their follows are removed at the end, leaving the cached file as it was.
 */
const hex = (n: number) => n.toString(16).padStart(32, '0');
const READER = hex(0xbe0000);
/** A second reader, following one author of the long tail (150 articles) and nothing else. */
const NEWCOMER = hex(0xbe0001);
const TRIBES = [1, 3, 10, 50, 200];

async function run({ scale, args }: BenchOptions): Promise<void> {
  const file = await largeDb(scale);
  const sqlite = openSqlite(file);
  optimizeOnOpen(sqlite);
  const db = createDb(sqlite);
  const runs = Number(args.get('runs') ?? 200);
  const authors = Array.from({ length: 50 }, (_, i) => hex(0xa000000 + Math.floor((i * LARGE_USERS) / 50)));
  const now = new Date().toISOString();
  const follow = sqlite.prepare('insert into follows (id, follower_id, user_id, tribe_id, theme_id, created_at) values (?, ?, ?, ?, ?, ?)');
  try {
    sqlite.transaction(() => {
      const reader = sqlite.prepare(
        `insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at) values (?, ?, ?, 'Bench', 'Reader', 'x', 'fr', ?, ?, ?)`,
      );
      reader.run(READER, 'bench-reader', 'bench-reader@example.test', now, now, now);
      reader.run(NEWCOMER, 'bench-newcomer', 'bench-newcomer@example.test', now, now, now);
      follow.run(hex(0xf20000), NEWCOMER, hex(0xa000000 + LARGE_USERS - 1), null, null, now);
      authors.forEach((author, i) => follow.run(hex(0xf00000 + i), READER, author, null, null, now));
      TRIBES.forEach((tribe, i) => follow.run(hex(0xf10000 + i), READER, null, tribe, null, now));
    })();
    const feed = (q: Partial<FollowingFeedQuery> = {}) => followingFeed(db, READER, { limit: FEED_PAGE_SIZE, ...q });
    // The cursor a reader holds after scrolling 20 pages of their following feed.
    let deep: string | null = null;
    for (let page = 1; page < 20; page++) {
      const result = await feed(deep ? { cursor: deep } : {});
      if (!result.ok) throw new Error('following feed refused');
      deep = result.value.nextCursor;
    }
    const lastRow = sqlite.prepare('select created_at, id from articles where deleted_at is null order by created_at desc, id desc limit 1 offset 3000').get() as { created_at: string; id: string };
    const older = encodeCursor({ kind: 'keyset', createdAt: lastRow.created_at, id: lastRow.id });
    console.log(`following bench: a reader following ${authors.length} authors and ${TRIBES.length} tribes (${TRIBES.join(', ')}) at ${scale.toLocaleString('en')} articles`);

    await printGroup(
      `Following feed at ${scale.toLocaleString('en')} articles: server time of one page (${FEED_PAGE_SIZE} summaries)`,
      [
        ['main feed page 1 (baseline)', () => listArticles(db, { limit: FEED_PAGE_SIZE, offset: 0 }, READER)],
        ['following page 1', () => feed()],
        ['following page 20 by cursor', () => feed({ cursor: deep! })],
        ['following, cursor 3,000 articles back', () => feed({ cursor: older })],
        ['following, type (audio)', () => feed({ type: 2 })],
        ['following, content language (en)', () => feed({ lang: 'en' })],
        ['following, type + content language', () => feed({ type: 3, lang: 'en' })],
        ['following, a followed tribe (tr=3)', () => feed({ tr: 3 })],
        ['following, another tribe (tr=2)', () => feed({ tr: 2 })],
        ['following, a theme (th=5)', () => feed({ th: 5 })],
        ['one small author followed, largest tribe (tr=1)', () => followingFeed(db, NEWCOMER, { limit: FEED_PAGE_SIZE, tr: 1 })],
      ],
      { runs },
    );
  } finally {
    for (const id of [READER, NEWCOMER]) sqlite.prepare('delete from users where id = ?').run(id);
    await db.destroy();
  }
}

export const section: BenchSection = {
  name: 'following',
  summary: 'following feed (issue #29) of a reader following 50 authors and 5 tribes on the large database (--scale)',
  order: 25,
  run,
};
