import type SQLite from 'better-sqlite3';

/**
 * Seeds a benchmark database with raw prepared statements in one transaction (fast enough for
 * 20 000 articles): users, tribes, themes, articles with one tribe and one theme each, search rows.
 * Text comes from a deterministic generator: a common word in about 90 % of articles and a rare
 * one in a handful, so search cost can be compared between the two.
 */
export const COMMON_WORD = 'histoire';
export const RARE_WORD = 'zanzibar';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const hex = (n: number, width = 32) => n.toString(16).padStart(width, '0');

export function seedArticles(sqlite: SQLite.Database, count: number): void {
  const rand = random(42);
  const syllables = ['ba', 'ko', 'ma', 'ni', 'su', 'te', 'lo', 'ra', 'di', 'wé', 'gu', 'fa'];
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => syllables[Math.floor(rand() * syllables.length)]).join('');
  const text = (words: number) => Array.from({ length: words }, word).join(' ');
  const now = '2024-01-01T00:00:00.000Z';

  const insertUser = sqlite.prepare(
    `insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at) values (?, ?, ?, 'Auteur', ?, 'x', 'fr', ?, ?, ?)`,
  );
  const insertTribe = sqlite.prepare('insert into tribes (id, name, slug) values (?, ?, ?)');
  const insertTheme = sqlite.prepare('insert into themes (id, title, title_en, code) values (?, ?, ?, ?)');
  const insertArticle = sqlite.prepare(
    `insert into articles (id, search_id, slug, user_id, type, text_type, language, title, sub_title, content, tags_json, references_json, inspired_by_json, version, created_at, updated_at)
     values (?, ?, ?, ?, ?, 0, 'fr', ?, '', ?, '[]', '[]', '[]', 1, ?, ?)`,
  );
  const insertTribeLink = sqlite.prepare('insert into article_tribes (article_id, tribe_id) values (?, ?)');
  const insertThemeLink = sqlite.prepare('insert into article_themes (article_id, theme_id) values (?, ?)');
  const insertSearch = sqlite.prepare('insert into articles_fts (rowid, title, sub_title, content, tags) values (?, ?, ?, ?, ?)');

  sqlite.transaction(() => {
    for (let u = 1; u <= 200; u++) insertUser.run(hex(u), `auteur-${u}`, `auteur${u}@example.test`, `Nom${u}`, now, now, now);
    for (let i = 1; i <= 50; i++) insertTribe.run(i, `Tribu ${i}`, `tribu-${i}`);
    for (let i = 1; i <= 20; i++) insertTheme.run(i, `Thème ${i}`, `Theme ${i}`, `theme-${i}`);
    const start = Date.parse(now);
    for (let a = 1; a <= count; a++) {
      const id = hex(0x10000 + a);
      const title = `${word()} ${word()} ${word()}`;
      const common = rand() < 0.9 ? ` ${COMMON_WORD}` : '';
      const rare = a % Math.floor(count / 5) === 0 ? ` ${RARE_WORD}` : '';
      const content = `${text(50)}${common}${rare} ${text(30)}`;
      // A few articles share a minute so the id tie-break is exercised too.
      const createdAt = new Date(start + Math.floor(a / 2) * 60_000).toISOString();
      insertArticle.run(id, a, `article-${a}`, hex(1 + (a % 200)), 1 + (a % 3), title, content, createdAt, createdAt);
      insertTribeLink.run(id, 1 + (a % 50));
      insertThemeLink.run(id, 1 + (a % 20));
      insertSearch.run(a, title, '', content, '');
    }
  })();
}
