import * as v from 'valibot';
import { ArticleSummarySchema } from './article.ts';
import { PageQuerySchema } from './list.ts';

/** A collection name is 1 to 60 characters once trimmed. */
export const COLLECTION_NAME_MAX = 60;
/** Each collection in `GET /api/collections` carries at most this many articles, newest added first. */
export const COLLECTION_ARTICLES_MAX = 20;
/** Name of the default collection every user has from the start (api.md, "Content"). */
export const DEFAULT_COLLECTION_NAME = 'Favorites';

/** A user's collection of articles; `articleCount` counts all of them, `articles` only the newest. */
export const CollectionSchema = v.object({
  id: v.string(),
  name: v.string(),
  isDefault: v.boolean(),
  articleCount: v.number(),
  articles: v.array(ArticleSummarySchema),
  updatedAt: v.string(),
});
export type Collection = v.InferOutput<typeof CollectionSchema>;

/** `PUT /api/collections/:id` body: creates the collection or renames it. */
export const CollectionInputSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(COLLECTION_NAME_MAX, 'max_length')),
});
export type CollectionInput = v.InferOutput<typeof CollectionInputSchema>;

/** `GET /api/collections`: `limit` and `offset`. */
export const CollectionListQuerySchema = PageQuerySchema;

/**
 * `GET /api/collections/:id/articles`: `limit` (1..50, default 10, the collection screen's page) and
 * the opaque `cursor` of the previous page. Pages newest added first, by keyset.
 */
export const CollectionArticlesQuerySchema = v.object({
  limit: PageQuerySchema.entries.limit,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor'))),
});
export type CollectionArticlesQuery = v.InferOutput<typeof CollectionArticlesQuerySchema>;
