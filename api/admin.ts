import path from 'node:path';
import { createDb, createPostgresDb, openSqlite } from './db/connection.ts';
import { migrateToLatest } from './db/migrator.ts';
import { loadEnv } from './env.ts';
import { storeRole } from './repositories/roles.ts';
import { ROLES, type Role } from './schemas/comments.ts';

/**
 * `npm run admin -- role <email> <member|moderator|admin>`: stores a user's role in the database
 * the server uses (the same DATA_DIR / DATABASE_URL), for the first admin of an instance or when no
 * admin is left to do it from the app (issue #28). Admins then grant roles with `PUT /api/users/:id/role`.
 */
const USAGE = 'Usage: npm run admin -- role <email> <member|moderator|admin>';

const [command, email, role] = process.argv.slice(2);
if (command !== 'role' || !email || !ROLES.includes(role as Role)) {
  console.error(USAGE);
  process.exit(2);
}
const env = loadEnv();
const sqlite = env.databaseUrl ? null : openSqlite(path.join(env.dataDir, 'app.sqlite'));
const db = sqlite ? createDb(sqlite) : createPostgresDb({ url: env.databaseUrl!, poolMax: 1 });
try {
  await migrateToLatest(db);
  const found = await storeRole(db, email.trim().toLowerCase(), role as Role);
  if (!found) {
    console.error(`No account has the email ${email}.`);
    process.exitCode = 1;
  } else console.log(`${email} is now ${role}.`);
} finally {
  await db.destroy();
}
