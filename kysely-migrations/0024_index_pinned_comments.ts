import { type Kysely, sql } from 'kysely';

/**
 * A thread's pinned comment (issue #28) by its own index: the first page asks for it on every read,
 * and `comments_thread_idx` finds it only by walking every top-level comment of the thread (~10 ms
 * p50 on a story with 10,000 comments). A partial index holds the few pinned rows alone; the query
 * names `pinned = 1` as a literal (api/repositories/comments.ts) so both databases can use it. It
 * keys `parent_id` too: with `thread_id` alone SQLite judged `comments_thread_top_idx`, matching both
 * the query's `thread_id` and `parent_id is null`, the better one, even with statistics saying otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index comments_pinned_idx on comments (thread_id, parent_id) where pinned = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index comments_pinned_idx`.execute(db);
}
