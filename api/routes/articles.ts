import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError } from '../http/errors.ts';
import { documented, parseOrThrow, valid } from '../http/validate.ts';
import { articleNotFound, valueOrRefuse } from '../http/refusals.ts';
import { getArticleDetail } from '../repositories/articles.ts';
import { listArticles, suggestArticles } from '../repositories/articles-read.ts';
import { deleteArticle, saveArticle } from '../repositories/articles-write.ts';
import {
  ArticleDetailSchema,
  ArticleInputSchema,
  ArticleListQuerySchema,
  ArticleSchema,
  ArticleSummarySchema,
  STORY_NO_SECTION_MESSAGE,
  SuggestionQuerySchema,
  storySectionsProblem,
  type ArticleInput,
} from '../schemas/article.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { route } from '../openapi/describe.ts';
import { feedListSchema } from '../schemas/list.ts';

const IdParamSchema = v.object({ id: HexIdSchema });

/** The article body plus the story rule of spec §5, answered with the spec's own messages. */
function parseArticleInput(value: unknown): ArticleInput {
  let input: ArticleInput;
  try {
    input = parseOrThrow(ArticleInputSchema, value);
  } catch (error) {
    if (error instanceof ApiError && error.fields?.sections === 'min_sections') {
      throw new ApiError(422, 'invalid_input', STORY_NO_SECTION_MESSAGE, error.fields);
    }
    throw error;
  }
  const problem = storySectionsProblem(input);
  if (problem) throw new ApiError(422, 'invalid_input', problem, { sections: 'min_sections' });
  return input;
}

export const articlesRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({
      tag: 'Articles',
      summary: "The feed, an author's articles, search",
      description: 'Newest first (search: best match first). Keyset paging with `cursor`; `total` may be null or capped (api.md, Lists).',
      answers: { 200: { description: 'A list of ArticleSummary.', schema: feedListSchema(ArticleSummarySchema) } },
      errors: [[422, 'invalid_input']],
    }),
    valid('query', ArticleListQuerySchema),
    async (c) => {
      const page = valueOrRefuse(await listArticles(c.var.deps.db, c.req.valid('query'), c.var.user?.id ?? null));
      return c.json(page, 200);
    },
  )
  // Autocomplete: registered before `/:id`, which would take `suggestions` for an id.
  .get(
    '/suggestions',
    route({
      tag: 'Articles',
      summary: 'Title suggestions while typing a search',
      answers: { 200: { description: 'A list of ArticleSummary, best match first.', schema: feedListSchema(ArticleSummarySchema) } },
    }),
    valid('query', SuggestionQuerySchema),
    async (c) => {
      const page = await suggestArticles(c.var.deps.db, c.req.valid('query'), c.var.user?.id ?? null);
      return c.json(page, 200);
    },
  )
  .get(
    '/:id',
    route({
      tag: 'Articles',
      summary: 'One article, with its comments and related articles',
      description: 'A malformed id answers 404 like an unknown one.',
      answers: { 200: { description: '`{ article, comments, relatedArticles }`.', schema: ArticleDetailSchema } },
      errors: [[404, 'article_not_found']],
    }),
    async (c) => {
      const id = c.req.param('id');
      // A malformed id names no article: same answer as an unknown one.
      if (!v.is(HexIdSchema, id)) throw articleNotFound();
      const detail = valueOrRefuse(await getArticleDetail(c.var.deps.db, id, c.var.user?.id ?? null));
      return c.json(detail, 200);
    },
  )
  .put(
    '/:id',
    route({
      tag: 'Articles',
      summary: 'Create or update an article (the id is chosen by the client)',
      description: 'Send `baseVersion` (the version you edited) to update; a newer version on the server answers 409 with `current`.',
      answers: { 200: { description: 'The updated Article.', schema: ArticleSchema }, 201: { description: 'The created Article.', schema: ArticleSchema } },
      errors: [
        [403, 'forbidden'],
        [404, 'article_not_found'],
        [409, 'version_conflict'],
        [422, 'invalid_input'],
      ],
    }),
    requireUser,
    valid('param', IdParamSchema),
    documented(validator('json', parseArticleInput), 'json', ArticleInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const result = valueOrRefuse(await saveArticle(db, c.req.valid('param').id, c.var.user.id, c.req.valid('json'), now()));
      return c.json(result.article, result.status);
    },
  )
  .delete(
    '/:id',
    route({
      tag: 'Articles',
      summary: 'Delete an article',
      description: 'Also 204 for an article this author already deleted.',
      answers: { 204: 'Deleted.' },
      errors: [
        [403, 'forbidden'],
        [404, 'article_not_found'],
      ],
    }),
    requireUser,
    async (c) => {
      const id = c.req.param('id');
      if (!v.is(HexIdSchema, id)) throw articleNotFound();
      valueOrRefuse(await deleteArticle(c.var.deps.db, id, c.var.user.id, c.var.deps.now()));
      return c.body(null, 204);
    },
  );
