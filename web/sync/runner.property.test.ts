import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleInputSchema, type ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { articleBody } from '#tests/utils/factories-content.ts';
import { SyncServer, type Fault } from '#tests/utils/sync-server.ts';
import { addToCollection, createCollection, deleteCollection, removeFromCollection, renameCollection } from './mutations/collections.ts';
import { saveArticle } from './mutations/articles.ts';
import { updateProfileDetails } from './mutations/profile.ts';
import { pendingEntries } from './outbox-queries.ts';
import { createSyncRunner } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';
import { uploadThrough } from '#tests/utils/tus-network.ts';

const summary = (id: string, userId: string) =>
  ({
    id,
    slug: 's',
    type: 1,
    textType: 0,
    title: `Article ${id.slice(-4)}`,
    subTitle: '',
    coverImage: null,
    tribe: [],
    themes: [],
    user: { id: userId, slug: 'u', firstName: 'A', lastName: 'B', presentation: null, picture: null },
    favorite: false,
    language: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  }) as ArticleSummary;

/** `article` 0 and 1 exist on the server; 2 never did, so adding it is refused (404) for good. */
type Op =
  | { kind: 'create' }
  | { kind: 'rename'; target: number }
  | { kind: 'delete'; target: number }
  | { kind: 'add' | 'remove'; target: number; article: number }
  | { kind: 'save' }
  | { kind: 'favorite'; on: boolean; article: number }
  | { kind: 'profile' }
  | { kind: 'drain' }
  | { kind: 'reload' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'create' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), target: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const), target: fc.nat(5), article: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'save' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('favorite' as const), on: fc.boolean(), article: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'profile' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'drain' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
);
const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'lostRequest', 'lostResponse', 'serverError', 'expireToken');

interface Made {
  op: Op;
  id?: string;
  name?: string;
  article?: number;
  title?: string;
  presentation?: string;
}

/**
 * What the server must hold for the edits the device accepted (the model): each collection's last
 * name and its members, the favourites, the last presentation, the article's last title. Sends are
 * coalesced and batched, so how many saves reach the server is not fixed: `refused` names the
 * collections whose last word on article 2 (which the server does not have) was an add, each of
 * which must end refused on the device.
 */
function expectedState(made: Made[], conflicts: boolean) {
  const collections = new Map<string, { name: string; articles: Set<number> }>();
  const favorites = new Set<number>();
  const lastOnMissing = new Map<string, boolean>();
  let title: string | undefined;
  let presentation: string | undefined;
  for (const { op, id, name, article, title: saved, presentation: said } of made) {
    if (op.kind === 'create' || op.kind === 'rename') collections.set(id!, { name: name!, articles: collections.get(id!)?.articles ?? new Set() });
    else if (op.kind === 'delete') collections.delete(id!);
    else if (op.kind === 'add') {
      if (article === 2) lastOnMissing.set(id!, true);
      else collections.get(id!)?.articles.add(article!);
    } else if (op.kind === 'remove') {
      collections.get(id!)?.articles.delete(article!);
      if (article === 2) lastOnMissing.set(id!, false);
    } else if (op.kind === 'favorite') {
      if (op.on) favorites.add(article!);
      else favorites.delete(article!);
    } else if (op.kind === 'profile') presentation = said;
    else if (op.kind === 'save' && !conflicts) title = saved;
  }
  const refused = [...lastOnMissing].filter(([id, last]) => last && collections.has(id)).map(([id]) => id);
  return { collections, favorites, refused, title, presentation };
}

async function run(ops: Op[], faults: Fault[], conflicts: boolean) {
  await Promise.all(db.tables.map((t) => t.clear()));
  const server = await SyncServer.start();
  const userId = server.user.id;
  setSession({ tokenInfo: { token: server.token, refreshToken: 'r', expiresAt: '', username: server.user.email }, user: summary(newId(), userId).user });
  const articles = [newId(), newId(), newId()];
  for (const id of articles.slice(0, 2)) await server.editElsewhere(id, articleBody(server.refs, { title: 'Published here' }));
  // The Favorites collection as a first sync leaves it on the device.
  const favorites = (await server.favorites()).id;
  await db.collections.add({ id: favorites, userId, name: 'Favorites', isDefault: true, articleCount: 0, articles: [], updatedAt: '2026-01-01T00:00:00.000Z', removedIds: [] });
  if (conflicts) await server.editElsewhere(articles[0]!, articleBody(server.refs, { title: 'Edited on another device', baseVersion: 1 }));
  server.script = [...faults];
  const upload = await uploadThrough(server.fetch);
  const makeRunner = () =>
    createSyncRunner({
      db,
      fetch: server.fetch,
      upload,
      session: () => ({ userId, token: server.token }),
      refresh: async () => (await server.refresh(), true),
      lock: createSyncLock(undefined),
      random: () => 0.5,
      now: () => 0,
      schedule: () => () => undefined,
    });
  let runner = makeRunner();
  const ids: string[] = [];
  const made: Made[] = [];
  let saves = 0;
  for (const op of ops) {
    const target = ids.length ? ids[(op as { target?: number }).target! % ids.length] : undefined;
    try {
      if (op.kind === 'create') {
        const name = `C${ids.length}`;
        const id = await createCollection(name);
        ids.push(id);
        made.push({ op, id, name });
      } else if (op.kind === 'rename' && target) {
        const name = `R${made.length}`;
        await renameCollection(target, name);
        made.push({ op, id: target, name });
      } else if (op.kind === 'delete' && target) {
        await deleteCollection(target);
        made.push({ op, id: target });
      } else if ((op.kind === 'add' || op.kind === 'remove') && target) {
        const article = articles[op.article]!;
        if (op.kind === 'add') await addToCollection(target, summary(article, userId));
        else await removeFromCollection(target, { id: article, title: 't' });
        made.push({ op, id: target, article: op.article });
      } else if (op.kind === 'favorite') {
        const article = articles[op.article]!;
        if (op.on) await addToCollection(favorites, summary(article, userId));
        else await removeFromCollection(favorites, { id: article, title: 't' }, true);
        made.push({ op, article: op.article });
      } else if (op.kind === 'profile') {
        const presentation = `About me, take ${made.length}: a reader who writes on the road, offline often.`;
        await updateProfileDetails({ presentation, phoneNumber: '699000111' });
        made.push({ op, presentation });
      } else if (op.kind === 'save') {
        const title = `Title ${++saves}`;
        const input = v.parse(ArticleInputSchema, articleBody(server.refs, { title }));
        await saveArticle(articles[0]!, input, (await db.drafts.get(articles[0]!))?.baseVersion ?? 1);
        made.push({ op, title });
      } else if (op.kind === 'drain') await runner.wake();
      else if (op.kind === 'reload') runner = makeRunner();
    } catch (error) {
      // The device refused the edit (collection deleted here): it was never made.
      if (!(error instanceof Error) || !error.message.startsWith('No such collection')) throw error;
    }
  }
  for (let i = 0; i < faults.length + 5 && (await pendingEntries(userId)).length > 0; i++) await runner.wake();
  return { server, made, articles };
}

describe('sync runner against the real API behind a scripted network', () => {
  afterEach(() => setSession(null));

  it('leaves every accepted edit applied exactly once, in order, whatever the network does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 18 }), fc.array(faultArb, { maxLength: 25 }), fc.boolean(), async (ops, faults, conflicts) => {
        const { server, made, articles } = await run(ops, faults, conflicts);
        const expected = expectedState(made, conflicts);
        expect(await pendingEntries(server.user.id)).toEqual([]);
        const held = await server.collections();
        expect(new Map([...held].map(([id, c]) => [id, { name: c.name, articles: c.articles }]))).toEqual(
          new Map([...expected.collections].map(([id, c]) => [id, { name: c.name, articles: [...c.articles].map((i) => articles[i]!).sort() }])),
        );
        expect((await server.favorites()).articles).toEqual([...expected.favorites].map((i) => articles[i]!).sort());
        expect(await server.presentation()).toBe(expected.presentation ?? null);
        const article = await server.article(articles[0]!);
        // Exactly once: each write the app applied has its own key, and each applied save made one version.
        const keys = server.applied.map((a) => a.key);
        expect(new Set(keys).size).toBe(keys.length);
        const savesApplied = server.applied.filter((a) => a.method === 'PUT' && a.path === `/api/articles/${articles[0]}`).length;
        expect(article.version).toBe(conflicts ? 2 : 1 + savesApplied);
        expect(savesApplied).toBeLessThanOrEqual(made.filter((m) => m.op.kind === 'save').length);
        expect(article.title).toBe(conflicts ? 'Edited on another device' : (expected.title ?? 'Published here'));
        const rejected = await db.outbox.where('status').equals('rejected').toArray();
        expect(rejected.every((e) => e.op.type === 'collection.article.put' && e.op.articleId === articles[2])).toBe(true);
        for (const id of expected.refused) expect(rejected.some((e) => 'id' in e.op && e.op.id === id)).toBe(true);
        const saved = made.some((m) => m.op.kind === 'save');
        expect(Boolean((await db.drafts.get(articles[0]!))?.conflict)).toBe(conflicts && saved);
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
