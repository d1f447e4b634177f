import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Autocomplete index (issue #11): article titles and their authors' names, keyed like `articles_fts`
 * by `articles.search_id`. Small next to the body index (a title and a name per article, no
 * positions: `detail = none`), so it can afford prefix indexes of 1 to 6 characters: a prefix query of
 * those lengths reads one doclist, newest articles first, and stops after a page. Accent- and
 * case-insensitive like the body index (`remove_diacritics 2`). Kept right by triggers on articles
 * and users, so every writer (API, demo seed, imports) maintains it. SQLite-specific, like 0002.
 *
 * PostgreSQL: a table of the same name keyed the same way, whose `document` is the title and name
 * through `simple_unaccent` (0002; no stemming: autocomplete completes words as typed), GIN-indexed
 * for prefix queries (`'mot':*`), kept by PL/pgSQL triggers doing what the SQLite ones do.
 */
const AUTHOR_NAME = sql`(select u.first_name || ' ' || u.last_name from users as u where u.id = new.user_id)`;

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await sql`
    create virtual table article_titles_fts using fts5(
      title, author,
      content = '', contentless_delete = 1, detail = none,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '1 2 3 4 5 6'
    )
  `.execute(db);
  await sql`
    insert into article_titles_fts (rowid, title, author)
    select a.search_id, a.title, u.first_name || ' ' || u.last_name
    from articles as a join users as u on u.id = a.user_id
    where a.deleted_at is null
  `.execute(db);
  await sql`
    create trigger articles_titles_insert after insert on articles when new.deleted_at is null
    begin
      insert into article_titles_fts (rowid, title, author) values (new.search_id, new.title, ${AUTHOR_NAME});
    end
  `.execute(db);
  await sql`
    create trigger articles_titles_update after update of title, user_id, deleted_at, search_id on articles
    begin
      delete from article_titles_fts where rowid = old.search_id;
      insert into article_titles_fts (rowid, title, author) select new.search_id, new.title, ${AUTHOR_NAME} where new.deleted_at is null;
    end
  `.execute(db);
  await sql`
    create trigger articles_titles_delete after delete on articles
    begin
      delete from article_titles_fts where rowid = old.search_id;
    end
  `.execute(db);
  await sql`
    create trigger users_titles_rename after update of first_name, last_name on users
    begin
      delete from article_titles_fts where rowid in (select search_id from articles where user_id = new.id);
      insert into article_titles_fts (rowid, title, author)
        select search_id, title, new.first_name || ' ' || new.last_name from articles where user_id = new.id and deleted_at is null;
    end
  `.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create table article_titles_fts (
      rowid integer primary key,
      title text not null,
      author text not null,
      document tsvector generated always as (to_tsvector('simple_unaccent'::regconfig, title || ' ' || author)) stored
    )
  `.execute(db);
  await sql`create index article_titles_fts_document_idx on article_titles_fts using gin (document)`.execute(db);
  await sql`
    insert into article_titles_fts (rowid, title, author)
    select a.search_id, a.title, u.first_name || ' ' || u.last_name
    from articles as a join users as u on u.id = a.user_id
    where a.deleted_at is null
  `.execute(db);
  await sql`
    create function articles_titles_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then delete from article_titles_fts where rowid = old.search_id; end if;
      if tg_op <> 'DELETE' and new.deleted_at is null then
        insert into article_titles_fts (rowid, title, author)
          select new.search_id, new.title, u.first_name || ' ' || u.last_name from users as u where u.id = new.user_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger articles_titles_insert after insert on articles for each row execute function articles_titles_sync()`.execute(db);
  await sql`
    create trigger articles_titles_update after update of title, user_id, deleted_at, search_id on articles
    for each row execute function articles_titles_sync()
  `.execute(db);
  await sql`create trigger articles_titles_delete after delete on articles for each row execute function articles_titles_sync()`.execute(db);
  await sql`
    create function users_titles_rename() returns trigger language plpgsql as $$
    begin
      delete from article_titles_fts where rowid in (select search_id from articles where user_id = new.id);
      insert into article_titles_fts (rowid, title, author)
        select search_id, title, new.first_name || ' ' || new.last_name from articles where user_id = new.id and deleted_at is null;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_titles_rename after update of first_name, last_name on users for each row execute function users_titles_rename()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop table article_titles_fts`.execute(db);
    await sql`drop function users_titles_rename cascade`.execute(db);
    await sql`drop function articles_titles_sync cascade`.execute(db);
    return;
  }
  for (const trigger of ['users_titles_rename', 'articles_titles_delete', 'articles_titles_update', 'articles_titles_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table article_titles_fts`.execute(db);
}
