import { createHash } from 'node:crypto';
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#api/db/connection.ts';
import { feedPageQuery, type FeedFilters } from '#api/repositories/article-feed.ts';
import { notificationPageQuery, unreadCountQuery } from '#api/repositories/notifications.ts';
import { directoryCountQuery, directoryPageQuery } from '#api/repositories/users-directory.ts';
import { mergedKeysQuery } from '#api/repositories/following-feed.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * PostgreSQL's plans of the feed (issue #15; SQLite's are in query-plans.test.ts). PostgreSQL takes
 * no index hints, so its planner must find the feed indexes by itself: on a database large enough
 * for plans to matter (40,000 articles, analyzed), no feed page sorts the matching rows or reads a
 * table whole; each walks an index in feed order and stops after the page. Project `api-pg` only.
 */
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Parent Relationship'?: string; Plans?: PlanNode[] };

async function planOf(db: DB, query: RawBuilder<unknown>): Promise<PlanNode> {
  const compiled = query.compile(db);
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Sorts, and sequential scans of the big tables. */
function problems(plan: PlanNode): string[] {
  return nodes(plan)
    .filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort' || (n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== 'users'))
    .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`.trim());
}

const ARTICLES = 40_000;
const TRIBES = 50;
const THEMES = 10;

describe('PostgreSQL feed plans', () => {
  let db: DB;
  // Users are md5('u' || n), n = 0..199; the author whose feed is planned is n = 0.
  const author = createHash('md5').update('u0').digest('hex');
  beforeAll(async () => {
    ({ db } = await makeTestApp());
    await sql`insert into users (id, slug, email, first_name, last_name, password_hash, language, created_at, updated_at)
      select md5('u' || i), 'u' || i, 'u' || i || '@example.test', 'U', 'N' || i, 'x', 'fr', '2024-01-01', '2024-01-01' from generate_series(0, 199) as i`.execute(db);
    await sql`insert into tribes (name, slug) select 'Tribe ' || i, 'tribe-' || i from generate_series(1, ${TRIBES}) as i`.execute(db);
    await sql`insert into themes (title, title_en, code, position) select 'T' || i, 'T' || i, 'theme' || i, i from generate_series(1, ${THEMES}) as i`.execute(db);
    // Articles over 200 authors (one of them ours), three types, two languages, a minute apart.
    await sql`insert into articles (id, search_id, slug, user_id, type, language, title, created_at, updated_at)
      select md5(i::text), i, 's' || i, md5('u' || i % 200),
        1 + i % 3, case when i % 2 = 0 then 'fr' else 'en' end, 'Title ' || i,
        to_char(timestamp '2024-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), '2024-01-01'
      from generate_series(1, ${ARTICLES}) as i`.execute(db);
    await sql`insert into article_tribes (article_id, tribe_id) select md5(i::text), 1 + i % ${TRIBES} from generate_series(1, ${ARTICLES}) as i`.execute(db);
    await sql`insert into article_themes (article_id, theme_id) select md5(i::text), 1 + i % ${THEMES} from generate_series(1, ${ARTICLES}) as i`.execute(db);
    await sql`analyze`.execute(db);
  }, 120_000);

  const cases: Array<[string, FeedFilters]> = [
    ['everything', {}],
    ['a type', { type: 2 }],
    ['a language', { lang: 'en' }],
    ['a language and a type', { lang: 'en', type: 2 }],
    ['an author', { userId: author }],
    ['an author and a type', { userId: author, type: 2 }],
    ['a tribe', { tribe: 3 }],
    ['a tribe and a type', { tribe: 3, type: 2 }],
    ['a tribe and a language', { tribe: 3, lang: 'en' }],
    ['a theme', { theme: 2 }],
    ['a theme, a type and a language', { theme: 2, type: 2, lang: 'fr' }],
  ];
  // Tribe and theme together: SQLite is told to walk the tribe's range and probe the theme's links;
  // PostgreSQL estimates the intersection (here 80 of the tribe's 800 articles) and may join the two
  // ranges by index, then sort that intersection. Bounded by the tribe's range, never a table scan.
  const both: FeedFilters = { tribe: 3, theme: 3 };

  it.each(cases)('the feed of %s walks an index in feed order (no sort, no full scan), first and deep pages', async (_, filters) => {
    for (const page of [{ limit: 20 }, { limit: 20, after: { createdAt: '2024-01-20T00:00:00.000Z', id: 'f'.repeat(32) } }]) {
      const plan = await planOf(db, feedPageQuery(filters, page, true));
      expect(problems(plan), JSON.stringify(filters)).toEqual([]);
      expect(
        nodes(plan).some((n) => n['Node Type'].startsWith('Index')),
        JSON.stringify(filters),
      ).toBe(true);
    }
  });

  it('the feed of a tribe and a theme reads both by index (no full scan)', async () => {
    const plan = await planOf(db, feedPageQuery(both, { limit: 20 }, true));
    expect(problems(plan).filter((p) => p !== 'Sort')).toEqual([]);
    expect(nodes(plan).filter((n) => n['Node Type'].startsWith('Index') || n['Node Type'].startsWith('Bitmap Index')).length).toBeGreaterThanOrEqual(2);
  });

  it('reads the following feed as one limited index walk per followed source, sorting only those pages (issue #29)', async () => {
    const users = [0, 1, 2].map((n) => createHash('md5').update(`u${n}`).digest('hex'));
    const sources = { users, tribes: [3, 4], themes: [2] };
    const filterSets: FeedFilters[] = [{}, { type: 2 }, { lang: 'en' }, { also: { tribe: 5 } }, { type: 2, also: { tribe: 5, theme: 3 } }];
    for (const filters of filterSets) {
      for (const page of [{ limit: 20 }, { limit: 20, after: { createdAt: '2024-01-20T00:00:00.000Z', id: 'f'.repeat(32) } }]) {
        const plan = await planOf(db, mergedKeysQuery(sources, filters, page, true));
        const context = `${JSON.stringify(filters)} ${JSON.stringify(page)}: ${JSON.stringify(plan)}`;
        const all = nodes(plan);
        expect(
          all.filter((n) => n['Node Type'] === 'Seq Scan'),
          context,
        ).toEqual([]);
        // Each source: a Limit over a walk of its own feed index, index-only (an author's type and
        // language are in theirs: kysely-migrations/0025); a tribe or theme filter is a probe by key
        // of each entry's links (a subplan, kept so by `offset 0`), never a join of the filter's range.
        // With a filter, PostgreSQL may take a small author's whole range by bitmap and sort it:
        // bounded by what that author wrote (here 200 articles).
        const append = all.find((n) => n['Node Type'] === 'Append');
        expect(append?.Plans, context).toHaveLength(6);
        for (const source of append!.Plans!) {
          const inside = nodes(source);
          expect(
            inside.some((n) => n['Node Type'] === 'Limit'),
            context,
          ).toBe(true);
          const walks = inside.filter((n) => /^(articles_user_feed_idx|article_tribes_\w*feed_idx|article_themes_\w*feed_idx)$/.test(n['Index Name'] ?? ''));
          expect(walks, context).toHaveLength(1);
          expect(walks[0]!['Node Type'], context).toBe(walks[0]!['Index Name'] === 'articles_user_feed_idx' && filters.also ? walks[0]!['Node Type'] : 'Index Only Scan');
          for (const n of inside.filter((n) => n['Node Type'].startsWith('Bitmap Index'))) expect(n['Index Name'], context).toBe('articles_user_feed_idx');
          for (const n of inside.filter((n) => n !== walks[0] && n['Node Type'].includes('Index')))
            expect(n['Parent Relationship'] === 'SubPlan' || n['Node Type'].startsWith('Bitmap'), context).toBe(true);
        }
        // Sorts above the union of those pages (at most 6 × 20 keys), or of a small author's range.
        for (const sort of all.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'))
          expect(
            nodes(sort).some((n) => n['Node Type'] === 'Append' || n['Index Name'] === 'articles_user_feed_idx'),
            context,
          ).toBe(true);
      }
    }
  });
});

describe('PostgreSQL user directory plans (issue #25)', () => {
  let db: DB;
  beforeAll(async () => {
    ({ db } = await makeTestApp());
    // 30,000 activated users (and 3,000 never activated), names spread over the alphabet.
    await sql`insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at)
      select md5('d' || i), 'd' || i, 'd' || i || '@example.test', chr(65 + i % 26) || 'name' || i, 'Last' || (i % 977), 'x', 'fr',
        case when i % 11 = 0 then null else '2024-01-01' end, '2024-01-01', '2024-01-01'
      from generate_series(1, 33000) as i`.execute(db);
    await sql`analyze`.execute(db);
  }, 120_000);

  it('reads a directory page, first or deep, from users_directory_idx in its order (no sort, no full scan)', async () => {
    const after = { firstName: 'Mname100', lastName: 'Last1', id: 'f'.repeat(32) };
    // (A search, by LIKE, may be read whole and sorted when PostgreSQL expects few matches: not pinned.)
    for (const page of [{ limit: 11 }, { limit: 11, after }]) {
      const plan = await planOf(db, directoryPageQuery(page, true));
      const all = nodes(plan);
      expect(
        all.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort' || n['Node Type'] === 'Seq Scan').map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}`),
        JSON.stringify(page),
      ).toEqual([]);
      expect(
        all.some((n) => n['Index Name'] === 'users_directory_idx'),
        JSON.stringify(page),
      ).toBe(true);
    }
    // The count stops after TOTAL_CAP + 1 rows, whichever way the planner reads them.
    const count = nodes(await planOf(db, directoryCountQuery(undefined, true)));
    expect(count.map((n) => n['Node Type'])).toContain('Limit');
  });

  it('reads a search as a prefix range of the word index (user_words), never the users table whole', async () => {
    const after = { firstName: 'Mname100', lastName: 'Last1', id: 'f'.repeat(32) };
    // Also with nested loops priced out: the plan must not depend on how the statistics fall. An
    // `exists` PostgreSQL could turn into a join would then become a hash join over all of
    // user_words (one run in two did so on its own); a per-row probe stays one.
    const planned = (query: RawBuilder<unknown>, hashJoins: boolean) =>
      hashJoins
        ? db.transaction().execute(async (trx) => {
            await sql`set local enable_nestloop = off`.execute(trx);
            return planOf(trx, query);
          })
        : planOf(db, query);
    for (const [keywords, hashJoins] of ['mna', 'mname1 last9', 'élo', '李'].flatMap(
      (k) =>
        [
          [k, false],
          [k, true],
        ] as const,
    )) {
      for (const query of [directoryPageQuery({ limit: 11, keywords }, true), directoryPageQuery({ limit: 11, keywords, after }, true), directoryCountQuery(keywords, true)]) {
        const all = nodes(await planned(query, hashJoins));
        const context = `${keywords}${hashJoins ? ' (no nested loops)' : ''}: ${JSON.stringify(all.map((n) => [n['Node Type'], n['Index Name'] ?? n['Relation Name']]))}`;
        expect(
          all.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
          context,
        ).toEqual([]);
        expect(
          all.some((n) => n['Index Name'] === 'user_words_pkey'),
          context,
        ).toBe(true);
      }
    }
  });
});

describe('PostgreSQL notification plans (issue #29)', () => {
  let db: DB;
  const me = createHash('md5').update('n0').digest('hex');
  beforeAll(async () => {
    ({ db } = await makeTestApp());
    await sql`insert into users (id, slug, email, first_name, last_name, password_hash, language, created_at, updated_at)
      select md5('n' || i), 'n' || i, 'n' || i || '@example.test', 'U', 'N' || i, 'x', 'fr', '2024-01-01', '2024-01-01' from generate_series(0, 199) as i`.execute(db);
    // 40,000 notifications, 2,000 of them the planned reader's, five kinds, a seventh read one by one.
    await sql`insert into notifications (user_id, kind, group_key, created_at, updated_at, read_at)
      select case when i % 20 = 0 then md5('n0') else md5('n' || i % 200) end, (array['article', 'comment', 'reply', 'like', 'moderation'])[1 + (i / 200) % 5], 'g' || i,
        to_char(timestamp '2024-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
        to_char(timestamp '2024-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
        case when i % 7 = 0 then '2024-01-01' end
      from generate_series(1, 40000) as i`.execute(db);
    await sql`analyze`.execute(db);
  }, 120_000);

  it("pages the bell by an index walk of the reader's range in order (no sort, no full scan)", async () => {
    for (const kind of [undefined, 'like'] as const) {
      for (const position of [undefined, { at: '2024-01-10T00:00:00.000Z', id: 13000 }]) {
        const compiled = notificationPageQuery(db, me, { limit: 20, kind }, position).compile();
        const plan = (await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]))).rows[0]!['QUERY PLAN'][0]
          .Plan;
        const context = `${kind} ${JSON.stringify(position)}: ${JSON.stringify(plan)}`;
        expect(problems(plan), context).toEqual([]);
        expect(
          nodes(plan).map((n) => n['Index Name']),
          context,
        ).toContain(kind ? 'notifications_kind_idx' : 'notifications_list_idx');
      }
    }
  });

  it("counts the unread from the reader's range of an index (no full scan)", async () => {
    for (const marker of [undefined, { read_at: '2024-01-10T00:00:00.000Z', read_id: 13000 }]) {
      const compiled = unreadCountQuery(db, me, marker).compile();
      const plan = (await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]))).rows[0]!['QUERY PLAN'][0].Plan;
      const context = `${JSON.stringify(marker)}: ${JSON.stringify(plan)}`;
      expect(problems(plan), context).toEqual([]);
      expect(
        // The reader's range of an index led by `user_id` (PostgreSQL may take the unique group index, as
        // small as the partial unread one here), never the table.
        nodes(plan).some((n) => /^notifications_(unread|group|list)_idx$/.test(n['Index Name'] ?? '')),
        context,
      ).toBe(true);
    }
  });
});
