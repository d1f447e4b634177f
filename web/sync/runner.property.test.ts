import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { addToCollection, createCollection, deleteCollection, removeFromCollection, renameCollection } from './mutations/collections.ts';
import { saveArticle } from './mutations/articles.ts';
import { pendingEntries } from './outbox-queries.ts';
import { createSyncRunner } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';
import { FakeServer, type Fault } from './test-support/fake-server.ts';

const USER = 'f'.repeat(32);
const ARTICLES = ['a'.repeat(32), 'b'.repeat(32)];
const summary = (id: string) => ({ id, slug: 's', type: 1, textType: 0, title: `Article ${id.slice(0, 2)}`, subTitle: '', coverImage: null, tribe: [], themes: [], user: { id: USER, slug: 'u', firstName: 'A', lastName: 'B', presentation: null, picture: null }, favorite: false, language: 'en', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1 }) as const;
const articleInput = (title: string) => ({ type: 1, textType: 0, title, subTitle: '', tribe: [1], themes: [1], tags: [], references: [], inspiredBy: [], content: '', sections: [], language: 'en', coverImage: null, imageFiles: [], audioFile: null, videoFile: null }) as ArticleInput;

type Op =
  | { kind: 'create'; bad: boolean }
  | { kind: 'rename'; target: number; bad: boolean }
  | { kind: 'delete'; target: number }
  | { kind: 'add' | 'remove'; target: number; article: number }
  | { kind: 'save' }
  | { kind: 'drain' }
  | { kind: 'reload' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), bad: fc.nat(3).map((n) => n === 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), target: fc.nat(5), bad: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const), target: fc.nat(5), article: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'save' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'drain' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
);
const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'lostRequest', 'lostResponse', 'serverError', 'expireToken');

/** What the server must have applied, in order, for the edits the device accepted (the model). */
function expectedLog(made: { op: Op; id?: string; name?: string; article?: string; title?: string }[], conflicts: boolean) {
  const live = new Set<string>();
  const log: string[] = [];
  let rejected = 0;
  for (const { op, id, name, article, title } of made) {
    if (op.kind === 'create' || op.kind === 'rename') {
      if (name!.includes('!')) rejected++;
      else {
        log.push(`${live.has(id!) ? 'rename' : 'create'} ${id} ${name}`);
        live.add(id!);
      }
    } else if (op.kind === 'delete') {
      if (live.delete(id!)) log.push(`delete ${id}`);
      else rejected++;
    } else if (op.kind === 'add' || op.kind === 'remove') {
      if (live.has(id!)) log.push(`${op.kind} ${id} ${article}`);
      else rejected++;
    } else if (op.kind === 'save' && !conflicts) log.push(`save ${ARTICLES[0]} ${title}`);
  }
  return { log, rejected };
}

async function run(ops: Op[], faults: Fault[], conflicts: boolean) {
  await Promise.all(db.tables.map((t) => t.clear()));
  const server = new FakeServer(ARTICLES);
  if (conflicts) server.editElsewhere(ARTICLES[0]!, 'Edited on another device');
  server.script = [...faults];
  let token = server.token;
  const makeRunner = () =>
    createSyncRunner({
      db,
      fetch: server.fetch,
      session: () => ({ userId: USER, token }),
      refresh: async () => ((token = server.refresh()), true),
      lock: createSyncLock(undefined),
      random: () => 0.5,
      now: () => 0,
      schedule: () => () => undefined,
    });
  let runner = makeRunner();
  const ids: string[] = [];
  const made: Parameters<typeof expectedLog>[0] = [];
  let saves = 0;
  for (const op of ops) {
    const target = ids.length ? ids[(op as { target?: number }).target! % ids.length] : undefined;
    try {
      if (op.kind === 'create') {
        const name = `C${ids.length}${op.bad ? '!' : ''}`;
        const id = await createCollection(name);
        ids.push(id);
        made.push({ op, id, name });
      } else if (op.kind === 'rename' && target) {
        const name = `R${made.length}${op.bad ? '!' : ''}`;
        await renameCollection(target, name);
        made.push({ op, id: target, name });
      } else if (op.kind === 'delete' && target) {
        await deleteCollection(target);
        made.push({ op, id: target });
      } else if ((op.kind === 'add' || op.kind === 'remove') && target) {
        const article = ARTICLES[op.article]!;
        if (op.kind === 'add') await addToCollection(target, summary(article) as never);
        else await removeFromCollection(target, { id: article, title: 't' });
        made.push({ op, id: target, article });
      } else if (op.kind === 'save') {
        const title = `Title ${++saves}`;
        await saveArticle(ARTICLES[0]!, articleInput(title), (await db.drafts.get(ARTICLES[0]!))?.baseVersion ?? 1);
        made.push({ op, title });
      } else if (op.kind === 'drain') await runner.wake();
      else if (op.kind === 'reload') runner = makeRunner();
    } catch (error) {
      // The device refused the edit (collection deleted here): it was never made.
      if (!(error instanceof Error) || !error.message.startsWith('No such collection')) throw error;
    }
  }
  for (let i = 0; i < faults.length + 5 && (await pendingEntries(USER)).length > 0; i++) await runner.wake();
  return { server, made };
}

describe('sync runner against a scripted network', () => {
  beforeEach(() => {
    setSession({ tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: 'u@x.org' }, user: summary(ARTICLES[0]!).user });
  });

  it('leaves every accepted edit applied exactly once, in order, whatever the network does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 18 }), fc.array(faultArb, { maxLength: 25 }), fc.boolean(), async (ops, faults, conflicts) => {
        const { server, made } = await run(ops, faults, conflicts);
        const expected = expectedLog(made, conflicts);
        expect(await pendingEntries(USER)).toEqual([]);
        expect(server.log).toEqual(expected.log);
        expect(await db.outbox.where('status').equals('rejected').count()).toBe(expected.rejected);
        const saved = made.some((m) => m.op.kind === 'save');
        expect(Boolean((await db.drafts.get(ARTICLES[0]!))?.conflict)).toBe(conflicts && saved);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
