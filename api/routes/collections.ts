import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { addToCollection, deleteCollection, listCollections, removeFromCollection, upsertCollection } from '../repositories/collections.ts';
import { listCollectionArticles } from '../repositories/collection-articles.ts';
import { ArticleSummarySchema } from '../schemas/article.ts';
import { CollectionArticlesQuerySchema, CollectionInputSchema, CollectionListQuerySchema, CollectionSchema } from '../schemas/collection.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { route } from '../openapi/describe.ts';
import { listSchema } from '../schemas/list.ts';

const IdParamSchema = v.object({ id: HexIdSchema });
const EntryParamSchema = v.object({ id: HexIdSchema, articleId: HexIdSchema });

/** The signed-in user's collections (api.md "Content"); every call needs a user. */
export const collectionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    route({
      tag: 'Collections',
      summary: "The signed-in user's collections",
      description: 'Every user has a `Favorites` collection from the start.',
      answers: { 200: { description: 'A list of Collection.', schema: listSchema(CollectionSchema) } },
    }),
    valid('query', CollectionListQuerySchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const page = await listCollections(db, c.var.user.id, c.req.valid('query'), now());
      return c.json(page, 200);
    },
  )
  .put(
    '/:id',
    route({
      tag: 'Collections',
      summary: 'Create or rename a collection (the id is chosen by the client)',
      answers: { 200: { description: 'The renamed Collection.', schema: CollectionSchema }, 201: { description: 'The created Collection.', schema: CollectionSchema } },
      errors: [
        [403, 'forbidden'],
        [404, 'collection_not_found'],
      ],
    }),
    valid('param', IdParamSchema),
    valid('json', CollectionInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const result = valueOrRefuse(await upsertCollection(db, c.req.valid('param').id, c.var.user.id, c.req.valid('json').name, now()));
      return c.json(result.collection, result.status);
    },
  )
  .delete(
    '/:id',
    route({
      tag: 'Collections',
      summary: 'Delete a collection (idempotent)',
      answers: { 204: 'Deleted, or already gone.' },
      errors: [
        [403, 'forbidden'],
        [422, 'cannot_delete_default'],
      ],
    }),
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await deleteCollection(db, c.req.valid('param').id, c.var.user.id, now()));
      return c.body(null, 204);
    },
  )
  .get(
    '/:id/articles',
    route({
      tag: 'Collections',
      summary: 'The articles of a collection, most recently added first',
      answers: { 200: { description: 'A list of ArticleSummary (keyset paging with `cursor`).', schema: listSchema(ArticleSummarySchema) } },
      errors: [
        [403, 'forbidden'],
        [404, 'collection_not_found'],
      ],
    }),
    valid('param', IdParamSchema),
    valid('query', CollectionArticlesQuerySchema),
    async (c) => {
      const page = valueOrRefuse(await listCollectionArticles(c.var.deps.db, c.req.valid('param').id, c.var.user.id, c.req.valid('query')));
      return c.json(page, 200);
    },
  )
  .put(
    '/:id/articles/:articleId',
    route({
      tag: 'Collections',
      summary: 'Add an article to a collection (idempotent)',
      answers: { 204: 'In the collection.' },
      errors: [
        [403, 'forbidden'],
        [404, 'collection_not_found'],
        [404, 'article_not_found'],
      ],
    }),
    valid('param', EntryParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id, articleId } = c.req.valid('param');
      valueOrRefuse(await addToCollection(db, id, articleId, c.var.user.id, now()));
      return c.body(null, 204);
    },
  )
  .delete(
    '/:id/articles/:articleId',
    route({ tag: 'Collections', summary: 'Remove an article from a collection (idempotent)', answers: { 204: 'Not in the collection.' }, errors: [[403, 'forbidden']] }),
    valid('param', EntryParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id, articleId } = c.req.valid('param');
      valueOrRefuse(await removeFromCollection(db, id, articleId, c.var.user.id, now()));
      return c.body(null, 204);
    },
  );
