import { NotificationWorker, type NotificationWorkerOptions } from '#api/notifications/worker.ts';
import type { NotificationPage } from '#api/schemas/notifications.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, type ContentUser } from './factories-content.ts';
import type { TestApp } from './test-app.ts';

/** Notification test helpers (issue #29): the queue drained as a server's worker would, the bell read. */
export function worker(t: TestApp, options: Partial<NotificationWorkerOptions> = {}): NotificationWorker {
  return new NotificationWorker({ db: t.db, now: t.deps.now, ...options });
}

/** Runs every due fan-out job; answers how many ran. */
export const drain = (t: TestApp) => worker(t).drain();

export async function bell(t: TestApp, user: ContentUser, query = ''): Promise<NotificationPage> {
  const res = await call(t, 'GET', `/api/notifications${query}`, { headers: user.headers });
  if (res.status !== 200) throw new Error(`notifications: ${res.status} ${await res.text()}`);
  return (await res.json()) as NotificationPage;
}

/** Publishes an article through the API (the real enqueue); answers its id. Without refs, in a new tribe and theme. */
export async function publish(t: TestApp, author: ContentUser, given?: { tribe: number[]; themes: number[] }, title = 'Un article de test'): Promise<string> {
  const refs = given ?? { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  const id = newId();
  const res = await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title }) });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
  return id;
}
