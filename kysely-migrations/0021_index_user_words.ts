import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The directory's word index (issue #25): one row per word of each activated user's name, so a
 * search is a prefix range of `word` instead of a walk of the whole directory testing every name
 * (~15 ms at 100,000 users). The words are the slug's (the name folded: no accents, lowercase,
 * api/schemas/slug.ts), so "elo" finds "Éloïse", and each name field lowercased whole, for scripts a
 * slug cannot hold ("李"). Never the email (a search is an oracle: it would reveal addresses).
 * A row carries the user's directory key `(first_name, last_name, user_id)`, so a search's page and
 * count read this table's primary key alone, in directory order within one word.
 * `user_words_user_idx` answers "has this user a word starting with…" (the other words of a
 * search, and the walk of a common prefix: api/repositories/users-directory.ts).
 *
 * Kept right by triggers on users (every writer: API, demo seed, imports, benches). The same table
 * and queries on both databases: on PostgreSQL `word` compares bytewise (`collate "C"`), as on
 * SQLite, so a prefix range means the same there.
 */
const SLUG_WORDS = (u: 'new' | 'u') => sql.raw(`json_each('["' || replace(${u}.slug, '-', '","') || '"]')`);
const NAME_WORDS = (u: 'new' | 'u') => sql.raw(`json_each(json_array(lower(${u}.first_name), lower(${u}.last_name)))`);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await sql`
    create table user_words (
      word text not null,
      first_name text not null,
      last_name text not null,
      user_id text not null,
      primary key (word, first_name, last_name, user_id)
    ) without rowid
  `.execute(db);
  await sql`create index user_words_user_idx on user_words (user_id, word)`.execute(db);
  for (const words of [SLUG_WORDS, NAME_WORDS]) {
    await sql`
      insert or ignore into user_words (word, first_name, last_name, user_id)
      select w.value, u.first_name, u.last_name, u.id from users as u, ${words('u')} as w
      where u.activated_at is not null and w.value <> ''
    `.execute(db);
  }
  const insertWords = sql.join(
    [SLUG_WORDS, NAME_WORDS].map(
      (words) => sql`insert or ignore into user_words (word, first_name, last_name, user_id)
        select w.value, new.first_name, new.last_name, new.id from ${words('new')} as w where new.activated_at is not null and w.value <> '';`,
    ),
    sql`\n`,
  );
  await sql`create trigger users_words_insert after insert on users begin ${insertWords} end`.execute(db);
  await sql`
    create trigger users_words_update after update of first_name, last_name, slug, activated_at on users
    begin
      delete from user_words where user_id = old.id;
      ${insertWords}
    end
  `.execute(db);
  await sql`create trigger users_words_delete after delete on users begin delete from user_words where user_id = old.id; end`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_words (
      word text collate "C" not null,
      first_name text not null,
      last_name text not null,
      user_id text not null,
      primary key (word, first_name, last_name, user_id)
    )
  `.execute(db);
  await sql`create index user_words_user_idx on user_words (user_id, word)`.execute(db);
  await sql`
    create function users_words_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from user_words where user_id = old.id;
      end if;
      if tg_op <> 'DELETE' and new.activated_at is not null then
        insert into user_words (word, first_name, last_name, user_id)
        select distinct w, new.first_name, new.last_name, new.id
        from unnest(string_to_array(new.slug, '-') || array[lower(new.first_name), lower(new.last_name)]) as w
        where w <> ''
        on conflict do nothing;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_words after insert or delete or update of first_name, last_name, slug, activated_at on users
    for each row execute function users_words_sync()
  `.execute(db);
  await sql`
    insert into user_words (word, first_name, last_name, user_id)
    select distinct w, u.first_name, u.last_name, u.id
    from users as u, unnest(string_to_array(u.slug, '-') || array[lower(u.first_name), lower(u.last_name)]) as w
    where u.activated_at is not null and w <> ''
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger users_words on users`.execute(db);
    await sql`drop function users_words_sync()`.execute(db);
  } else {
    for (const trigger of ['users_words_insert', 'users_words_update', 'users_words_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table user_words`.execute(db);
}
