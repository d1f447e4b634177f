import { CompiledQuery, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#api/db/connection.ts';
import { feedPageQuery, type FeedFilters } from '#api/repositories/article-feed.ts';
import { newestMatchesQuery, suggestQuery } from '#api/repositories/article-search.ts';
import { mergedKeysQuery } from '#api/repositories/following-feed.ts';
import { notificationPageQuery, unreadCountQuery } from '#api/repositories/notifications.ts';
import { directoryCountQuery, directoryPageQuery } from '#api/repositories/users-directory.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { insertArticle, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';

/**
 * Query plans of every feed, search and autocomplete query the UI can ask (issue #11): none reads
 * the whole `articles` table or sorts in a temp b-tree, so their cost does not grow with the table.
 * Checked without planner statistics (a fresh database) and with them (after ANALYZE, as the server
 * runs on start): the plans must not depend on the statistics being there.
 */
async function planOf(db: DB, query: RawBuilder<unknown>): Promise<string[]> {
  const compiled = query.compile(db);
  const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
  return result.rows.map((r) => r.detail);
}

/**
 * Full scans of a table or a sort. An index range is `SEARCH`; an FTS walk is `SCAN … VIRTUAL
 * TABLE`; `SCAN f` of a `CO-ROUTINE f` reads the rows of a subquery that has its own LIMIT.
 */
function problems(plan: string[]): string[] {
  const coroutines = new Set(plan.flatMap((line) => /^CO-ROUTINE (\w+)/.exec(line)?.[1] ?? []));
  return plan.filter((line) => /TEMP B-TREE/.test(line) || (/^SCAN /.test(line) && !/VIRTUAL TABLE/.test(line) && !coroutines.has(line.slice(5))));
}

const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();
const after = { createdAt: minute(5), id: 'f'.repeat(32) };

/** Every combination of the UI's filters (type, tribe, theme, content language), with and without an author. */
function combinations(ids: { tribe: number; theme: number; userId: string }): FeedFilters[] {
  const all: FeedFilters[] = [];
  for (const type of [undefined, 2])
    for (const tribe of [undefined, ids.tribe])
      for (const theme of [undefined, ids.theme]) for (const lang of [undefined, 'en'] as const) for (const userId of [undefined, ids.userId]) all.push({ type, tribe, theme, userId, lang });
  return all;
}

/**
 * `sqlite_stat1` as the server's `ANALYZE` (analysis_limit 1000) writes it on the benchmark's
 * 1,000,000-article database: note `articles_feed_idx` taking `deleted_at is null` for 2 rows.
 */
const MILLION_STATS: Array<[table: string, index: string, stat: string]> = [
  ['articles', 'articles_feed_idx', '1000000 2 1 1'],
  ['articles', 'articles_type_feed_idx', '1000000 1001 1001 1 1'],
  ['articles', 'articles_user_feed_idx', '1000000 1001 1001 1 1'],
  ['articles', 'articles_lang_feed_idx', '1000000 500000 1001 1 1'],
  ['articles', 'articles_lang_type_feed_idx', '1000000 500000 166667 1001 1 1'],
  ['articles', 'sqlite_autoindex_articles_1', '1000000 1'],
  ['articles', 'sqlite_autoindex_articles_2', '1000000 1'],
  ['article_tribes', 'article_tribes_feed_idx', '1299618 1001 1001 1 1'],
  ['article_tribes', 'article_tribes_type_feed_idx', '1299618 1001 1001 1001 1 1'],
  ['article_tribes', 'article_tribes_lang_feed_idx', '1299618 1001 500 500 1 1'],
  ['article_tribes', 'article_tribes_lang_type_feed_idx', '1299618 1001 500 500 500 1 1'],
  ['article_tribes', 'article_tribes_tribe_idx', '1299618 1001 1'],
  ['article_tribes', 'sqlite_autoindex_article_tribes_1', '1299618 2 1'],
  ['article_themes', 'article_themes_feed_idx', '1380246 1001 1001 1 1'],
  ['article_themes', 'article_themes_type_feed_idx', '1380246 1001 1001 1001 1 1'],
  ['article_themes', 'article_themes_lang_feed_idx', '1380246 1001 500 500 1 1'],
  ['article_themes', 'article_themes_lang_type_feed_idx', '1380246 1001 500 500 500 1 1'],
  ['article_themes', 'article_themes_theme_idx', '1380246 1001 1'],
  ['article_themes', 'sqlite_autoindex_article_themes_1', '1380246 2 1'],
];

async function useMillionStats(db: DB): Promise<void> {
  await db.executeQuery(CompiledQuery.raw('ANALYZE'));
  await db.executeQuery(CompiledQuery.raw(`delete from sqlite_stat1 where tbl in ('articles', 'article_tribes', 'article_themes')`));
  for (const row of MILLION_STATS) await db.executeQuery(CompiledQuery.raw('insert into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)', row));
  // Makes the planner load the statistics just written.
  await db.executeQuery(CompiledQuery.raw('ANALYZE sqlite_schema'));
}

describe.each([
  ['without planner statistics', 'none'],
  ['after ANALYZE', 'analyze'],
  ['with the statistics of a million articles', 'million'],
] as const)('query plans %s', (_, stats) => {
  let db: DB;
  let ids: { tribe: number; theme: number; userId: string };

  beforeAll(async () => {
    const t = await makeTestApp();
    db = t.db;
    const user = await insertUser(t);
    const [tribe, otherTribe] = [await insertTribe(db), await insertTribe(db)];
    const [theme, otherTheme] = [await insertTheme(db), await insertTheme(db)];
    for (let i = 0; i < 60; i++) {
      await insertArticle(db, {
        userId: user.id,
        tribe: [i % 3 ? tribe : otherTribe],
        themes: [i % 4 ? theme : otherTheme],
        type: 1 + (i % 3),
        language: i % 5 ? 'fr' : 'en',
        createdAt: minute(i),
        title: `Conte ${i}`,
      });
    }
    if (stats === 'analyze') await db.executeQuery(CompiledQuery.raw('ANALYZE'));
    if (stats === 'million') await useMillionStats(db);
    ids = { tribe, theme, userId: user.id };
  });

  it('reads every feed page from an index range in feed order: no table scan, no sort', async () => {
    for (const filters of combinations(ids)) {
      for (const page of [{ limit: 8 }, { limit: 8, after }, { limit: 8, offset: 16 }]) {
        const plan = await planOf(db, feedPageQuery(filters, page));
        const context = `${JSON.stringify(filters)} ${JSON.stringify(page)}: ${plan.join(' | ')}`;
        expect(problems(plan), context).toEqual([]);
        // The range read first is the one of a filter, never the whole feed index filtered row by row.
        const key = filters.tribe ? 'tribe_id' : filters.theme ? 'theme_id' : filters.userId ? 'user_id' : filters.lang ? 'language' : filters.type ? 'type' : 'deleted_at';
        expect(plan[0], context).toMatch(new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX \\w+ \\(${key}=\\?`));
        // A content language is part of the range read (the index's second key after a tribe or theme), not a filter row by row.
        if (filters.lang && (filters.tribe || filters.theme)) expect(plan[0], context).toMatch(/_id=\? AND language=\?/);
      }
    }
  });

  it("reads the following feed as one short range of each followed source's feed index, sorting only those pages (issue #29)", async () => {
    const sources = { users: [ids.userId, 'a'.repeat(32)], tribes: [ids.tribe], themes: [ids.theme] };
    const feedIndex = /^SEARCH [al] USING COVERING INDEX (articles_user_feed_idx \(user_id=\?|article_tribes_\w*feed_idx \(tribe_id=\?|article_themes_\w*feed_idx \(theme_id=\?)/;
    const probe = /^SEARCH p (EXISTS )?USING (COVERING )?INDEX \w+ \((article_id=\? AND (tribe|theme)_id=\?|(tribe|theme)_id=\? AND article_id=\?)\)$/;
    const other = { tribe: ids.tribe + 100, theme: ids.theme + 100 };
    const filterSets: FeedFilters[] = [
      {},
      { type: 2 },
      { lang: 'en' },
      { type: 2, lang: 'en' },
      { also: { tribe: other.tribe } },
      { type: 2, also: { theme: other.theme } },
      { lang: 'en', also: other },
    ];
    for (const filters of filterSets) {
      for (const page of [{ limit: 8 }, { limit: 8, after }]) {
        const plan = await planOf(db, mergedKeysQuery(sources, filters, page));
        const context = `${JSON.stringify(filters)} ${JSON.stringify(page)}: ${plan.join(' | ')}`;
        const searches = plan.filter((line) => line.startsWith('SEARCH'));
        // One range per source, entered by its key and read from the index alone (an author's type and
        // language are in theirs, kysely-migrations/0025): never a table read whole, never a row.
        expect(
          searches.filter((line) => feedIndex.test(line)),
          context,
        ).toHaveLength(4);
        // A tribe or theme filter is a probe by key per entry, never a range of its own.
        for (const line of searches.filter((l) => !feedIndex.test(l))) expect(line, context).toMatch(probe);
        // What is sorted is the pages read (each of `limit` keys at most) and their union, nothing else.
        plan.forEach((line, i) => {
          if (/^SCAN /.test(line)) expect(line, context).toMatch(/^SCAN (s\d+|f)$/);
          if (/TEMP B-TREE/.test(line)) expect(plan[i - 1], context).toMatch(/^SCAN (s\d+|f)$/);
        });
      }
    }
  });

  it('walks the search indexes newest first and joins articles by key, with any filter', async () => {
    for (const filters of combinations(ids)) {
      for (const table of ['articles_fts', 'article_titles_fts'] as const) {
        const plan = await planOf(db, newestMatchesQuery(table, '"conte"', filters, 200));
        expect(problems(plan), `${table} ${JSON.stringify(filters)}: ${plan.join(' | ')}`).toEqual([]);
        // The FTS index is the outer loop: walked directly, or through a bounded subquery when filtered.
        expect(plan.slice(0, 2).join(' | ')).toMatch(new RegExp(`^(SCAN f VIRTUAL TABLE|CO-ROUTINE f \\| SCAN ${table} VIRTUAL TABLE)`));
      }
    }
    const plan = await planOf(db, suggestQuery('"co"*', 40));
    expect(problems(plan), plan.join(' | ')).toEqual([]);
    expect(plan[0]).toMatch(/^SCAN f VIRTUAL TABLE/);
    expect(plan.join(' | ')).toMatch(/SEARCH a USING INDEX \S+ \(search_id=\?\)/);
  });

  it('reads the user directory as a range of its index in directory order, first and deep pages (issue #25)', async () => {
    const after = { firstName: 'Kofi', lastName: 'Mensah', id: 'f'.repeat(32) };
    for (const page of [{ limit: 11 }, { limit: 11, after }, { limit: 11, offset: 20 }]) {
      const plan = await planOf(db, directoryPageQuery(page));
      // Walking the directory index alone, in its order, stopping after the page, is the point: one line, no sort.
      expect(plan, JSON.stringify(page)).toEqual([
        page.after ? 'SEARCH u USING COVERING INDEX users_directory_idx ((first_name,last_name,id)>(?,?,?))' : 'SCAN u USING COVERING INDEX users_directory_idx',
      ]);
    }
    const count = await planOf(db, directoryCountQuery(undefined));
    expect(count.join(' | ')).toMatch(/SCAN u USING COVERING INDEX users_directory_idx/);
    expect(count.some((line) => /TEMP B-TREE/.test(line))).toBe(false);
  });

  it('reads a search as a prefix range of the word index, its other words probed by user, sorting that range only (issue #25)', async () => {
    const after = { firstName: 'Kofi', lastName: 'Mensah', id: 'f'.repeat(32) };
    for (const keywords of ['ko', 'ada love', 'élo', '%', '李']) {
      for (const page of [{ limit: 11 }, { limit: 11, after }, { limit: 11, offset: 20 }]) {
        const plan = await planOf(db, directoryPageQuery({ ...page, keywords, driver: keywords === 'ada love' ? 1 : 0 }));
        const context = `${keywords} ${JSON.stringify(page)}: ${plan.join(' | ')}`;
        expect(plan[0], context).toBe('SEARCH w USING PRIMARY KEY (word>? AND word<?)');
        // The sort is of the driver's range alone, keeping only the page's rows (ORDER BY … LIMIT).
        expect(
          plan.filter((line) => /^SCAN /.test(line)),
          context,
        ).toEqual([]);
        for (const line of plan.slice(1).filter((l) => l.startsWith('SEARCH')))
          expect(line, context).toMatch(/^SEARCH [xy] (EXISTS )?USING COVERING INDEX user_words_user_idx \(user_id=\? AND word>\? AND word<\?\)$/);
      }
      // A search's count walks its rarest word's range, each user once, stopping after TOTAL_CAP + 1: no sort.
      const count = await planOf(db, directoryCountQuery(keywords, false, 0));
      // (Entered by its key; on this tiny analyzed table SQLite may test a two-word count's upper bound as a filter.)
      expect(
        count.find((line) => line.startsWith('SEARCH w')),
        `${keywords}: ${count.join(' | ')}`,
      ).toMatch(/^SEARCH w USING PRIMARY KEY \(word>\?( AND word<\?)?\)$/);
      expect(problems(count.filter((line) => line !== 'SCAN capped')), `${keywords}: ${count.join(' | ')}`).toEqual([]);
    }
  });
});

describe.each([
  ['without planner statistics', false],
  ['after ANALYZE', true],
] as const)('notification plans %s (issue #29)', (_, analyze) => {
  const planOfBuilder = async (db: DB, query: { compile: () => CompiledQuery }) => {
    const compiled = query.compile();
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return result.rows.map((r) => r.detail);
  };
  let db: DB;
  let userId: string;
  beforeAll(async () => {
    const t = await makeTestApp();
    db = t.db;
    const [me, other] = [await insertUser(t), await insertUser(t)];
    userId = me.id;
    const kinds = ['article', 'comment', 'reply', 'like', 'moderation'] as const;
    for (let i = 0; i < 200; i++) {
      const at = minute(i);
      await db
        .insertInto('notifications')
        .values({
          user_id: i % 4 ? me.id : other.id,
          kind: kinds[i % 5]!,
          group_key: `g${i}`,
          article_id: null,
          comment_id: null,
          actor_id: other.id,
          decision: null,
          created_at: at,
          updated_at: at,
          read_at: i % 7 ? null : at,
        })
        .execute();
    }
    if (analyze) await db.executeQuery(CompiledQuery.raw('ANALYZE'));
  });

  it("pages the bell from the reader's range of the list index (per kind: the kind index), in order: no scan, no sort", async () => {
    for (const kind of [undefined, 'like'] as const) {
      for (const position of [undefined, { at: minute(100), id: 100 }]) {
        const plan = await planOfBuilder(db, notificationPageQuery(db, userId, { limit: 20, kind }, position));
        const context = `${kind} ${JSON.stringify(position)}: ${plan.join(' | ')}`;
        expect(problems(plan), context).toEqual([]);
        expect(plan[0], context).toMatch(
          kind ? /^SEARCH notifications USING INDEX notifications_kind_idx \(user_id=\? AND kind=\?/ : /^SEARCH notifications USING INDEX notifications_list_idx \(user_id=\?/,
        );
      }
    }
  });

  it("counts the unread from the reader's range of the partial unread index, above the marker", async () => {
    for (const marker of [undefined, { read_at: minute(100), read_id: 100 }]) {
      const plan = await planOfBuilder(db, unreadCountQuery(db, userId, marker));
      const context = `${JSON.stringify(marker)}: ${plan.join(' | ')}`;
      expect(problems(plan.filter((line) => line !== 'SCAN u')), context).toEqual([]);
      expect(
        plan.find((line) => line.includes('notifications')),
        context,
      ).toMatch(/^SEARCH notifications USING (COVERING )?INDEX notifications_unread_idx \(user_id=\?/);
    }
  });
});
