import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ArticleDetailSchema, ArticleSchema, ArticleSummarySchema } from '#api/schemas/article.ts';
import { CollectionSchema } from '#api/schemas/collection.ts';
import { LivenessSchema, ReadinessSchema } from '#api/schemas/health.ts';
import { newId } from '#api/schemas/ids.ts';
import { feedListSchema, listSchema } from '#api/schemas/list.ts';
import { ProgressSchema } from '#api/schemas/progress.ts';
import { TribeSchema } from '#api/schemas/tribe.ts';
import { UserSchema } from '#api/schemas/user.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/** Keys of `value` that `schema` does not name (valibot's objects drop them silently), as dotted paths. */
function unnamedKeys(schema: v.GenericSchema, value: unknown, at = ''): string[] {
  const s = schema as v.GenericSchema & { type: string; entries?: Record<string, v.GenericSchema>; item?: v.GenericSchema; wrapped?: v.GenericSchema; options?: v.GenericSchema[] };
  if (value === null || value === undefined) return [];
  if (s.wrapped) return unnamedKeys(s.wrapped, value, at);
  if (s.type === 'array' && s.item && Array.isArray(value)) return value.flatMap((item, i) => unnamedKeys(s.item!, item, `${at}[${i}]`));
  if ((s.type === 'union' || s.type === 'variant') && s.options) {
    const fits = s.options.find((option) => v.is(option, value));
    return fits ? unnamedKeys(fits, value, at) : [];
  }
  if (s.type === 'object' && s.entries && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (s.entries![key] ? unnamedKeys(s.entries![key], inner, `${at}.${key}`) : [`${at}.${key}`]));
  }
  return [];
}

/** The body of a JSON answer, checked against the schema the reference gives for it: every field valid, none unnamed. */
async function follows(res: Response, status: number, schema: v.GenericSchema): Promise<void> {
  expect(res.status).toBe(status);
  const body: unknown = await res.json();
  const result = v.safeParse(schema, body);
  expect(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual([]);
  expect(unnamedKeys(schema, body)).toEqual([]);
}

async function writeArticle(t: TestApp, headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  const id = newId();
  const res = await call(t, 'PUT', `/api/articles/${id}`, { headers, body: articleBody(refs, overrides) });
  return { id, res };
}

describe('the answers follow the schemas of the reference (api/schemas/)', () => {
  it('articles: written, read, listed, suggested', async () => {
    const t = await makeTestApp();
    const author = await insertUser(t);
    const story = await writeArticle(t, author.headers, { title: 'Une histoire à suivre', tags: ['récit'], references: ['https://example.org'] });
    await follows(story.res, 201, ArticleSchema);
    await follows(await call(t, 'GET', `/api/articles/${story.id}`, { headers: author.headers }), 200, ArticleDetailSchema);
    await follows(await call(t, 'GET', '/api/articles'), 200, feedListSchema(ArticleSummarySchema));
    await follows(await call(t, 'GET', '/api/articles/suggestions?q=histoire'), 200, feedListSchema(ArticleSummarySchema));
  });

  it('accounts, collections, progress, reference data and health', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const { id } = await writeArticle(t, reader.headers);
    await follows(await call(t, 'GET', '/api/users/me', { headers: reader.headers }), 200, UserSchema);
    await follows(await call(t, 'GET', `/api/users/${reader.slug}`), 200, UserSchema);
    await follows(await call(t, 'GET', '/api/users', { headers: reader.headers }), 200, feedListSchema(UserSchema));
    const favorites = (await (await call(t, 'GET', '/api/collections', { headers: reader.headers })).json()) as { items: { id: string }[] };
    await call(t, 'PUT', `/api/collections/${favorites.items[0]!.id}/articles/${id}`, { headers: reader.headers });
    await follows(await call(t, 'GET', '/api/collections', { headers: reader.headers }), 200, listSchema(CollectionSchema));
    await follows(await call(t, 'PUT', `/api/collections/${newId()}`, { headers: reader.headers, body: { name: 'À lire' } }), 201, CollectionSchema);
    const position = { position: 0.5, duration: null, finished: false, updatedAt: new Date().toISOString() };
    await follows(await call(t, 'PUT', `/api/progress/${id}`, { headers: reader.headers, body: position }), 200, ProgressSchema);
    await follows(await call(t, 'GET', '/api/progress', { headers: reader.headers }), 200, listSchema(ProgressSchema));
    await follows(await call(t, 'GET', '/api/tribes'), 200, listSchema(TribeSchema));
    await follows(await call(t, 'GET', '/api/health'), 200, LivenessSchema);
    await follows(await call(t, 'GET', '/api/health/ready'), 200, ReadinessSchema);
  });
});
