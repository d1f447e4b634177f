import { expect } from 'vitest';
import { RenditionWorker } from '#api/renditions/worker.ts';
import type { Article } from '#api/schemas/article.ts';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from './factories-content.ts';
import { insertRecording } from './real-audio.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

/** A fresh app with one podcast published through the API, its audio a real 8 s recording. */
export async function publishPodcast() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  const audio = await insertRecording(t, author.id);
  const id = newId();
  const res = await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { type: 2, audioFile: audio }) });
  expect(res.status).toBe(201);
  return { t, id, audio, author, saved: (await res.json()) as Article };
}

/** A rendition worker on the test app's database and media, with a stand-in encoder when given. */
export const renditionWorker = (t: TestApp, render?: (input: string, output: string, cuts: readonly Cut[], mediaSeconds: number | null) => Promise<unknown>) =>
  new RenditionWorker({ db: t.db, mediaDir: t.deps.config.mediaDir, now: t.deps.now, render });

/** Every media job, as stored. */
export const mediaJobs = (t: TestApp) => t.db.selectFrom('media_jobs').selectAll().execute();

/** An article as `GET /api/articles/:id` answers it (200 expected). */
export async function getArticle(t: TestApp, id: string): Promise<Article> {
  const res = await call(t, 'GET', `/api/articles/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { article: Article }).article;
}
