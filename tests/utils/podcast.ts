import { expect } from 'vitest';
import type { Article } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from './factories-content.ts';
import { insertRecording } from './real-audio.ts';
import { makeTestApp } from './test-app.ts';

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
