import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { UsersTable } from '../db/types.ts';
import { newId } from '../schemas/ids.ts';
import { slugify } from '../schemas/slug.ts';
import type { User } from '../schemas/user.ts';

/** A users row with the name of its picture file (for the media path). */
export type UserRow = Selectable<UsersTable> & { picture_name: string | null };

/** Where a stored file is served (api.md, "Files and media"). */
export const mediaPath = (fileId: string, name: string) => `/media/${fileId}/${encodeURIComponent(name)}`;

/**
 * The one mapping from a users row to the public User of api.md. `email` and `phoneNumber` appear
 * only when the caller asks for them (the user themself; `email` also for signed-in viewers);
 * the follow counters (issue #29) where a profile is shown (profiles, the directory, followers),
 * not on every card that names an author.
 */
export function toPublicUser(row: UserRow, options: { withEmail?: boolean; withPhone?: boolean; withCounts?: boolean } = {}): User {
  const user: User = {
    id: row.id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    presentation: row.presentation,
    picture: row.picture_file_id && row.picture_name !== null ? mediaPath(row.picture_file_id, row.picture_name) : null,
  };
  if (options.withEmail) user.email = row.email;
  if (options.withPhone) user.phoneNumber = row.phone_number;
  if (options.withCounts) {
    user.followerCount = Number(row.follower_count);
    user.followingCount = Number(row.following_count);
  }
  return user;
}

function selectUsers(db: DB) {
  return db.selectFrom('users').leftJoin('files', 'files.id', 'users.picture_file_id').selectAll('users').select('files.name as picture_name');
}

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.email', '=', email).executeTakeFirst();
}

/** An activated user by slug (profiles of accounts never activated are not shown). */
export async function findActiveUserBySlug(db: DB, slug: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.slug', '=', slug).where('users.activated_at', 'is not', null).executeTakeFirst();
}

/** Users rows by id (with their picture's name), by primary key. */
export async function findUserRowsByIds(db: DB, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectUsers(db).where('users.id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Public users by id, for lists that name their authors (articles, comments). */
export async function findUsersByIds(db: DB, ids: readonly string[]): Promise<Map<string, User>> {
  const rows = await findUserRowsByIds(db, ids);
  return new Map([...rows].map(([id, row]) => [id, toPublicUser(row)]));
}

/** `first-last`, then `first-last-2`, `-3`… for the first free one. Call inside the creating transaction. */
async function freeSlug(db: DB, firstName: string, lastName: string): Promise<string> {
  const base = slugify(`${firstName} ${lastName}`, 60) || 'user';
  const taken = await db
    .selectFrom('users')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Tries of a registration that loses the race for its slug (see createUserIfNew). */
const SLUG_RACE_TRIES = 20;

/**
 * Creates an unactivated account with its slug and its default `Favorites` collection, in one
 * transaction. Returns the new id, or null when the email already has an account.
 */
export async function createUserIfNew(db: DB, input: { email: string; firstName: string; lastName: string; passwordHash: string; language: string; now: Date }): Promise<string | null> {
  // PostgreSQL runs two registrations side by side: both may read the same name's slug as free, and
  // the second insert then breaks the slug's uniqueness. Trying again reads the slug now taken.
  // Each round of such a race lets one namesake through, so n at once need up to n tries: the cap
  // (5 once, when the API test's 6 namesakes at once sometimes answered the last one 500) only
  // stops a loop that would never end.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createUserOnce(db, input);
    } catch (error) {
      if (attempt >= SLUG_RACE_TRIES || !isSlugTaken(error)) throw error;
    }
  }
}

/** A unique-slug violation, as PostgreSQL (`users_slug_key`) or SQLite words it. */
function isSlugTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (e?.code === '23505' && e.constraint === 'users_slug_key') || /UNIQUE constraint failed: users\.slug/.test(String(e?.message ?? ''));
}

async function createUserOnce(db: DB, input: { email: string; firstName: string; lastName: string; passwordHash: string; language: string; now: Date }): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) return null;
    const at = input.now.toISOString();
    const id = newId(input.now.getTime());
    await trx
      .insertInto('users')
      .values({
        id,
        slug: await freeSlug(trx, input.firstName, input.lastName),
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: input.passwordHash,
        presentation: null,
        phone_number: null,
        picture_file_id: null,
        language: input.language,
        activated_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('collections')
      .values({ id: newId(input.now.getTime()), user_id: id, name: 'Favorites', is_default: 1, created_at: at, updated_at: at, deleted_at: null })
      .execute();
    return id;
  });
}

export async function activateUser(db: DB, id: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ activated_at: now.toISOString() }).where('id', '=', id).where('activated_at', 'is', null).execute();
}

type ProfileChange = { password_hash: string } | { presentation: string; phone_number: string } | { picture_file_id: string };

export async function updateUser(db: DB, id: string, change: ProfileChange, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...change, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A file a user may take as their picture: its kind and owner, or undefined when it does not exist. */
export async function findPictureCandidate(db: DB, fileId: string) {
  return db.selectFrom('files').select(['id', 'kind', 'owner_id']).where('id', '=', fileId).executeTakeFirst();
}
