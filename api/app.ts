import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env.ts';
import { clientAddress } from './auth/client-address.ts';
import { readUser } from './auth/middleware.ts';
import { compressJson } from './http/compression.ts';
import { ApiError } from './http/errors.ts';
import { settleUnreadBody } from './http/keep-alive.ts';
import { securityHeaders } from './http/security-headers.ts';
import { idempotency } from './middleware/idempotency.ts';
import { referenceRoutes } from './openapi/routes.ts';
import { mountPublicDocuments } from './site/public-documents.ts';
import { adsRoutes } from './routes/ads.ts';
import { articlesRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { batchItemDeps, batchRoutes, type Dispatch } from './routes/batch.ts';
import { collectionsRoutes } from './routes/collections.ts';
import { commentsRoutes } from './routes/comments.ts';
import { moderationRoutes, userModerationRoutes } from './routes/comments-moderation.ts';
import { commentThreadsRoutes } from './routes/comments-threads.ts';
import { filesRoutes } from './routes/files.ts';
import { followersRoutes, followingFeedRoutes, followsRoutes } from './routes/follows.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { healthRoutes } from './routes/health.ts';
import { progressRoutes } from './routes/progress.ts';
import { pushRoutes } from './routes/push.ts';
import { sessionsRoutes } from './routes/sessions.ts';
import { themesRoutes } from './routes/themes.ts';
import { tribesRoutes } from './routes/tribes.ts';
import { uploadsRoutes } from './routes/uploads.ts';
import { usersRoutes } from './routes/users.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, isUnstorableText } from './http/database-unavailable.ts';

/** JSON bodies are small; uploads (`/api/files`, `/api/uploads`) stream to disk with their own per-kind limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

function apiRoutes(dispatch: Dispatch) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    .route('/users', usersRoutes)
    .route('/users', followersRoutes)
    .route('/users', userModerationRoutes)
    .route('/articles', articlesRoutes)
    .route('/articles', commentThreadsRoutes)
    .route('/comments', commentsRoutes)
    .route('/moderation', moderationRoutes)
    .route('/follows', followsRoutes)
    .route('/feed', followingFeedRoutes)
    .route('/notifications', notificationsRoutes)
    .route('/collections', collectionsRoutes)
    .route('/tribes', tribesRoutes)
    .route('/themes', themesRoutes)
    .route('/ads', adsRoutes)
    .route('/files', filesRoutes)
    .route('/uploads', uploadsRoutes)
    .route('/progress', progressRoutes)
    .route('/push', pushRoutes)
    .route('/sessions', sessionsRoutes)
    .route('/batch', batchRoutes(dispatch));
}

/** The API under `/api` (api.md). `api/server.ts` adds `/media` and the built PWA around it. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', settleUnreadBody);
  app.use('*', securityHeaders);
  app.use('/api/*', compressJson);
  app.use('/api/*', async (c, next) => {
    // A batch item runs in its batch's transaction (api/routes/batch.ts).
    c.set('deps', batchItemDeps(c.req.raw) ?? deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('/api/*', async (c, next) => {
    // Asking a GET for its body makes @hono/node-server build a whole Web Request (~0.05 ms).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path.startsWith('/api/files') || c.req.path.startsWith('/api/uploads')) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', `Request bodies are limited to ${JSON_BODY_LIMIT_BYTES} bytes.`);
      },
    })(c, next);
  });
  app.use('/api/*', readUser);
  app.use('/api/*', idempotency);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 ? 'malformed_request' : error.status === 413 ? 'payload_too_large' : 'http_error';
      return c.json({ error: { code, message: error.message || 'Bad request.' } }, error.status);
    }
    if (isUnstorableText(error)) {
      return c.json({ error: { code: 'malformed_request', message: 'Text cannot contain the NUL character (U+0000).' } }, 400);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting (api/http/database-unavailable.ts): retry later, not a bug.
      console.warn(`[api] ${c.req.method} ${c.req.path}: database unavailable (${error.message})`);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ error: { code: 'database_unavailable', message: 'The service is briefly unavailable. Try again in a few seconds.' } }, 503);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} from ${clientAddress(c)}`, error);
    return c.json({ error: { code: 'internal_error', message: 'Something went wrong on our side. Try again.' } }, 500);
  });

  // A batch item goes through the whole app again, middleware included (api/routes/batch.ts).
  const routes = app.route(
    '/api',
    apiRoutes((request, env) => Promise.resolve(app.fetch(request, env))),
  );
  // The API reference, generated from the routes above and the schemas that validate them.
  app.route('/api', referenceRoutes(app));
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'No such API call.' } }, 404));
  // The public site's documents (feeds, link-preview pictures, robots.txt, sitemap), outside `/api`.
  mountPublicDocuments(app, deps);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
