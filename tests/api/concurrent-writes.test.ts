import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * Writes that arrive at the same moment, as they do from several instances over one database
 * (issue #15). On PostgreSQL (project `api-pg`) the app's queries run on a pool of connections at
 * once, as two instances' would.
 */
describe('concurrent writes', () => {
  it('articles created at the same moment are all saved, each with its own search number', async () => {
    const t = await makeTestApp();
    const author = await insertUser(t);
    const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
    const ids = Array.from({ length: 12 }, () => newId());
    const answers = await Promise.all(ids.map((id, i) => call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title: `En même temps ${i}` }) })));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 201));
    const rows = await t.db.selectFrom('articles').select(['id', 'search_id']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((row) => row.search_id)).size).toBe(ids.length);
  });
});
