import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { AppDeps } from './app-env.ts';
import { createDb, createPostgresDb, openSqlite } from './db/connection.ts';
import { optimizeOnOpen, scheduleOptimize } from './db/planner-statistics.ts';
import { migrateToLatest } from './db/migrator.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { loadEnv } from './env.ts';
import { afterAnswerIdle } from './mail/after-answer.ts';
import { routeHeadFor } from './site/heads/route-head-data.ts';
import { mountWebApp } from './site/pages/web-app.ts';
import { createMailer } from './mail/create-mailer.ts';
import { startMaintenance } from './maintenance.ts';
import { diskMediaStore, type MediaStore } from './media/media-store.ts';
import { mountMedia } from './media/routes.ts';
import { markDraining } from './routes/health.ts';
import { RenditionWorker } from './renditions/worker.ts';
import { pushDelivery } from './notifications/push-delivery.ts';
import { NotificationWorker } from './notifications/worker.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');

const env = loadEnv();
// `DATABASE_URL` (PostgreSQL, shared by every instance) or the embedded SQLite file.
const sqlite = env.databaseUrl ? null : openSqlite(path.join(env.dataDir, 'app.sqlite'));
const db = sqlite ? createDb(sqlite) : createPostgresDb({ url: env.databaseUrl!, poolMax: env.databasePoolMax });
if (!sqlite) console.log(`[db] PostgreSQL, pool of ${env.databasePoolMax} connections`);
// Concurrent starts are safe: Kysely's migrator holds a PostgreSQL advisory lock while it runs.
await migrateToLatest(db);
// Local media folder: the media themselves by default, or only the staging of uploads and encodings
// when the media live in a bucket (`MEDIA_STORE=s3://…`).
const mediaDir = path.join(env.dataDir, 'media');
// The AWS SDK is loaded only for a bucket: a server without one starts without it.
const s3 = env.mediaStore ? await import('./media/s3-store.ts') : null;
const media: MediaStore = s3 && env.mediaStore ? s3.s3MediaStore(s3.s3ClientFromEnv(), env.mediaStore, mediaDir) : diskMediaStore(mediaDir);
if (env.mediaStore) console.log(`[media] stored in ${media.description}`);
if (env.seed === 'demo') {
  const started = Date.now();
  const { seeded } = await seedDemo(db, media);
  if (seeded) console.log(`[seed] demo content added in ${Date.now() - started} ms`);
}
// Planner statistics before the first request, then refreshed hourly (api/db/planner-statistics.ts).
// PostgreSQL keeps its own: autovacuum analyzes tables as they change.
if (sqlite) {
  optimizeOnOpen(sqlite);
  scheduleOptimize(sqlite);
}

const deps: AppDeps = {
  db,
  mailer: createMailer({ smtpUrl: env.smtpUrl, dataDir: env.dataDir }),
  config: {
    jwtSecret: env.jwtSecret,
    publicUrl: env.publicUrl,
    mediaDir,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    feedOwnerEmail: env.feedOwnerEmail,
    trustProxy: env.trustProxy,
    adminEmails: env.adminEmails,
    idempotencyLeaseMs: env.idempotencyLeaseMs,
    uploadLockMs: env.uploadLockMs,
  },
  media,
  push: { vapid: env.vapid, serviceOrigins: env.pushServiceOrigins },
  now: () => new Date(),
};

const app = createApp(deps);
// Hourly clean-up, from now on: expired records, abandoned uploads, stale `.part` files left by a
// crash of this instance or of another sharing the media folder (api/maintenance.ts).
const stopMaintenance = startMaintenance(deps);
mountMedia(app, deps);
// Podcast renditions (issue #14), made in the background from the database's job table.
const renditions = new RenditionWorker({ db, mediaDir, media, now: deps.now });
await renditions.start();
// Notifications (issue #29), fanned out in the background from the database's job table, then
// pushed to the readers' subscribed devices.
const notifications = new NotificationWorker({ db, now: deps.now, afterCreated: pushDelivery(deps) });
notifications.start();

// The built PWA (precompressed files, and the first view's data inlined into navigations).
mountWebApp(app, distDir, (url, language, rendered) => routeHeadFor(deps, url, language, rendered), { publicUrl: env.publicUrl });

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`[server] listening on http://${info.address === '127.0.0.1' ? 'localhost' : info.address}:${info.port}`);
});

// Idle keep-alive connections outlive clients' pools (browsers, load balancers, test runners keep
// them ~60 s): closing them after Node's default 5 s races a reused socket into ECONNRESET.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/**
 * Longest wait for in-flight requests after SIGTERM (a slow phone finishing an upload). Under the
 * 30 s most orchestrators give before SIGKILL.
 */
const DRAIN_TIMEOUT_MS = 25_000;
let shuttingDown = false;

/**
 * Drains before exit: the port closes at once (new connections are refused, so the load balancer
 * moves on), readiness answers 503, requests in flight finish and get their answers, idle
 * keep-alive connections are closed as soon as they are idle; then queued mails, the job in hand
 * and the database are finished. Exit 0 once drained; 1 if requests were still running at the limit.
 */
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`[server] ${signal}: draining`);
  markDraining();
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  server.close(() => {
    clearInterval(idleSweep);
    // Mails queued after their answers (reset links, activations) go out before the process ends.
    void afterAnswerIdle()
      .then(() => stopMaintenance())
      .then(() => renditions.stop())
      .then(() => notifications.stop())
      .then(() => db.destroy())
      .then(() => console.log('[server] drained'))
      .finally(() => process.exit(0));
  });
  // A keep-alive connection that finishes its request after the close becomes idle: close it then.
  const idleSweep = setInterval(closeIdle, 100);
  closeIdle();
  setTimeout(() => {
    console.error(`[server] requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
