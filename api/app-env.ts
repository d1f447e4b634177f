import type { DB } from './db/connection.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the app needs from the outside world; tests pass their own (in-memory db, mail catcher). */
export interface AppDeps {
  db: DB;
  mailer: Mailer;
  config: {
    jwtSecret: string;
    /** Base of links in mails, e.g. http://localhost:3000 */
    publicUrl: string;
    /** Where uploaded media are stored by id. */
    mediaDir: string;
    /** Where resumable uploads keep their bytes until finished (same disk as `mediaDir`); default `<mediaDir>/../uploads`. */
    uploadsDir?: string;
    /** Email of the podcast feeds' owner (`FEED_OWNER_EMAIL`); feeds leave it out when unset. */
    feedOwnerEmail?: string;
  };
  /** The clock; tests move it to check expiries. */
  now: () => Date;
}

/** The signed-in user, from a valid access token of a session that is still signed in. */
export interface AuthUser {
  id: string;
  email: string;
  /** The sign-in the token belongs to (its refresh family): sign-out or a password change ends it. */
  sessionId: string;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
  };
}
