import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { printGroup } from '../measure.ts';
import type { BenchSection } from '../section.ts';

const FIRST = ['Ada', 'Kofi', 'Amina', 'Jean', 'Éloïse', 'Moussa', 'Chantal', 'Paul', 'Nadia', 'Samuel', 'Aïcha', 'Yves', 'Fatou', 'Marc', 'Grâce', 'Ibrahim'];
const LAST = ['Mensah', 'Ngono', 'Diallo', 'Tchoupo', 'Mbarga', 'Kamga', 'Ouédraogo', 'Traoré', 'Essomba', 'Fotso', 'Njoya', 'Abena'];

/**
 * `GET /api/users` at size (issue #25): the directory's pages through the real app (routing,
 * validation, query, JSON), on a SQLite file of `--users=` users (default 100,000; one in ten never
 * activated). The baseline is the first page; a deep page by cursor should cost about the same. The
 * last case is what every page used to pay before the cursor: counting the whole directory.
 */
async function runDirectoryBench(users: number, runs: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-directory-bench-'));
  const t = await makeTestApp({ sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    const seedStart = Date.now();
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(users)})
      insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at)
      select lower(hex(randomblob(16))), 'u-' || i, 'u' || i || '@example.test',
        json_extract(${JSON.stringify(FIRST)}, '$[' || (i % ${sql.lit(FIRST.length)}) || ']'),
        json_extract(${JSON.stringify(LAST)}, '$[' || (i / ${sql.lit(FIRST.length)} % ${sql.lit(LAST.length)}) || ']') || ' ' || (i % 997),
        'x', 'fr', case when i % 10 = 0 then null else '2024-01-01T00:00:00.000Z' end, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'
      from n`.execute(t.db);
    await sql`analyze`.execute(t.db);
    console.log(`directory bench: ${users} users seeded in ${Date.now() - seedStart} ms`);

    const get = async (query: string) => {
      const res = await t.app.request(`/api/users?${query}`);
      if (res.status !== 200) throw new Error(`GET /api/users?${query}: ${res.status}`);
      return (await res.json()) as { items: unknown[]; nextCursor: string | null };
    };
    // The cursor a reader holds after 500 pages of "load more".
    let cursor: string | null = null;
    for (let page = 1; page < 500; page++) cursor = (await get(`limit=10${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
    if (!cursor) throw new Error('the directory has fewer than 500 pages: seed more users');

    await printGroup(
      `Directory: GET /api/users through the app, ${users} users`,
      [
        ['page 1 (with its capped count)', () => get('limit=10')],
        ['page 500 by cursor', () => get(`limit=10&cursor=${cursor}`)],
        ['page 500 by offset (outside clients)', () => get('limit=10&offset=4990')],
        ['search "kofi" (a common name), page 1', () => get('limit=10&keywords=kofi')],
        ['search "zzq" (no match: an empty word range)', () => get('limit=10&keywords=zzq')],
        ['before #25: count the directory (each page)', () => sql`select count(*) from users where activated_at is not null`.execute(t.db)],
      ],
      { runs },
    );
  } finally {
    await t.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const section: BenchSection = {
  name: 'directory',
  summary: 'user directory pages (first, deep by cursor, searches) through the app on 100,000 users',
  order: 12,
  run: ({ args }) => runDirectoryBench(Number(args.get('users') ?? 100_000), Number(args.get('runs') ?? 100)),
};
