import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import type { Operation } from '#web/db/operations.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { coalesce } from './coalesce.ts';

let seq = 0;
const entry = (op: Operation, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq,
  userId: 'u',
  op,
  label: { key: 'sync.op.deleteCollection' },
  status: 'pending',
  attempts: 0,
  createdAt: 0,
  ...over,
});
const fav = (on: boolean, articleId = 'a1', over: Partial<OutboxEntry> = {}) => entry({ type: on ? 'favorite.put' : 'favorite.delete', id: 'fav', articleId }, over);
const member = (on: boolean, id = 'c1', articleId = 'a1') => entry({ type: on ? 'collection.article.put' : 'collection.article.delete', id, articleId });
const create = (id: string, name: string) => entry({ type: 'collection.put', id, body: { name } }, { label: { key: 'sync.op.createCollection', values: { name } } });
const rename = (id: string, name: string, over: Partial<OutboxEntry> = {}) =>
  entry({ type: 'collection.put', id, body: { name } }, { label: { key: 'sync.op.renameCollection', values: { name } }, ...over });
const body = (title: string, over: Partial<ArticleInput> = {}) => ({ title, coverImage: null, imageFiles: [], sections: [], ...over }) as unknown as ArticleInput;
const save = (id: string, title: string, over: Partial<ArticleInput> = {}, entryOver: Partial<OutboxEntry> = {}) => entry({ type: 'article.put', id, body: body(title, over) }, entryOver);
const ops = (entries: OutboxEntry[]) => coalesce(entries).keep.map((e) => e.op);

describe('coalesce', () => {
  it('keeps one "on" of favourite on/off/on, and one "off" of on/off', () => {
    expect(ops([fav(true), fav(false), fav(true)])).toEqual([{ type: 'favorite.put', id: 'fav', articleId: 'a1' }]);
    // The server may have held the favourite before the "on" (another device): the unset must go.
    expect(ops([fav(true), fav(false)])).toEqual([{ type: 'favorite.delete', id: 'fav', articleId: 'a1' }]);
    expect(ops([fav(true, 'a1'), fav(true, 'a2'), fav(false, 'a1')]).map((o) => o.type)).toEqual(['favorite.put', 'favorite.delete']);
  });

  it('keeps only the last follow or unfollow of one author, tribe or theme, never across one already sent', () => {
    const follow = (on: boolean, kind: 'users' | 'tribes' = 'users', id = 'u1', over: Partial<OutboxEntry> = {}) => entry({ type: on ? 'follow.put' : 'follow.delete', kind, id }, over);
    expect(ops([follow(true), follow(false), follow(true)])).toEqual([{ type: 'follow.put', kind: 'users', id: 'u1' }]);
    expect(ops([follow(true), follow(false)])).toEqual([{ type: 'follow.delete', kind: 'users', id: 'u1' }]);
    // Another kind with the same id, and another author, are other follows.
    expect(ops([follow(true), follow(true, 'tribes', 'u1'), follow(true, 'users', 'u2')])).toHaveLength(3);
    expect(ops([follow(true, 'users', 'u1', { attempts: 1 }), follow(false), follow(true)]).map((o) => o.type)).toEqual(['follow.put', 'follow.put']);
  });

  it('keeps the first place of a collection put with the last name, before the adds that need it', () => {
    const first = create('c1', 'One');
    const plan = coalesce([first, member(true), rename('c1', 'Two'), rename('c1', 'Three')]);
    expect(plan.keep.map((e) => [e.seq, e.op.type])).toEqual([
      [first.seq, 'collection.put'],
      [first.seq + 1, 'collection.article.put'],
    ]);
    expect(plan.keep[0]!.op).toEqual({ type: 'collection.put', id: 'c1', body: { name: 'Three' } });
    expect(plan.keep[0]!.label).toEqual({ key: 'sync.op.createCollection', values: { name: 'Three' } });
    expect(plan.rewritten.map((e) => e.seq)).toEqual([first.seq]);
    expect(plan.drop).toHaveLength(2);
  });

  it('drops a collection created, filled and deleted before any send; keeps the delete of one the server knows', () => {
    expect(coalesce([create('c1', 'One'), member(true), rename('c1', 'Two'), entry({ type: 'collection.delete', id: 'c1' })]).keep).toEqual([]);
    expect(ops([rename('c1', 'Two'), member(true), entry({ type: 'collection.delete', id: 'c1' })])).toEqual([{ type: 'collection.delete', id: 'c1' }]);
    expect(ops([member(false), member(true), entry({ type: 'collection.delete', id: 'c1' })])).toEqual([{ type: 'collection.delete', id: 'c1' }]);
  });

  it('sends the last save of an article with the first base version, or nothing when created and deleted here', () => {
    const plan = coalesce([save('a1', 'One', { baseVersion: 3 }), save('a1', 'Two', { baseVersion: 3 }), save('a1', 'Three', { baseVersion: 3 })]);
    expect(plan.keep.map((e) => (e.op.type === 'article.put' ? [e.op.body.title, e.op.body.baseVersion] : null))).toEqual([['Three', 3]]);
    expect(coalesce([save('a1', 'New'), member(true, 'c1', 'a1'), entry({ type: 'article.delete', id: 'a1' })]).keep).toEqual([]);
    expect(ops([save('a1', 'Edit', { baseVersion: 2 }), entry({ type: 'article.delete', id: 'a1' })])).toEqual([{ type: 'article.delete', id: 'a1' }]);
  });

  it('keeps both saves when a membership between them names the new article (it must exist first)', () => {
    expect(ops([save('a1', 'One'), member(true, 'c1', 'a1'), save('a1', 'Two')]).map((o) => o.type)).toEqual(['article.put', 'collection.article.put', 'article.put']);
  });

  it('never moves an article save ahead of the upload of a file it names', () => {
    const upload = entry({ type: 'file.put', id: 'f'.repeat(32) });
    const plan = coalesce([save('a1', 'One'), upload, save('a1', 'Two', { coverImage: 'f'.repeat(32) })]);
    expect(plan.keep.map((e) => e.op.type)).toEqual(['file.put', 'article.put']);
    expect(plan.keep[1]!.seq).toBeGreaterThan(upload.seq);
  });

  it('keeps only the last profile details and the last picture, apart', () => {
    const details = (presentation: string) => entry({ type: 'profile.put', body: { presentation, phoneNumber: '' } });
    const picture = (id: string) => entry({ type: 'profile.put', body: { picture: id } });
    expect(ops([details('a'), picture('p1'), details('b'), picture('p2')])).toEqual([
      { type: 'profile.put', body: { presentation: 'b', phoneNumber: '' } },
      { type: 'profile.put', body: { picture: 'p2' } },
    ]);
  });

  it('never drops, rewrites or merges across an entry already sent (its outcome unknown)', () => {
    const sent = fav(true, 'a1', { attempts: 1 });
    expect(coalesce([sent, fav(false)]).keep.map((e) => e.seq)).toEqual([sent.seq, sent.seq + 1]);
    const before = fav(true);
    const doubt = fav(false, 'a1', { attempts: 2 });
    const after = fav(true);
    expect(coalesce([before, doubt, after]).keep.map((e) => e.seq)).toEqual([before.seq, doubt.seq, after.seq]);

    const sentRename = rename('c1', 'Sent', { attempts: 1 });
    const plan = coalesce([sentRename, rename('c1', 'Two'), rename('c1', 'Three')]);
    expect(plan.keep.map((e) => (e.op.type === 'collection.put' ? e.op.body.name : ''))).toEqual(['Sent', 'Three']);
    expect(plan.rewritten.some((e) => e.seq === sentRename.seq)).toBe(false);

    // Created here but the create was sent: the server may hold it, so its delete must go.
    const sentCreate = entry({ type: 'collection.put', id: 'c2', body: { name: 'X' } }, { attempts: 1, label: { key: 'sync.op.createCollection' } });
    expect(ops([sentCreate, entry({ type: 'collection.delete', id: 'c2' })]).map((o) => o.type)).toEqual(['collection.put', 'collection.delete']);
    const sentSave = save('a2', 'New', {}, { attempts: 1 });
    expect(ops([sentSave, save('a2', 'Again'), entry({ type: 'article.delete', id: 'a2' })]).map((o) => o.type)).toEqual(['article.put', 'article.delete']);
  });

  it('leaves uploads and unrelated entries alone, in order', () => {
    const queue = [entry({ type: 'file.put', id: 'f1' }), fav(true, 'a1'), entry({ type: 'recording.put', id: 'r1', name: 'n', mime: 'audio/webm' }), member(true)];
    expect(coalesce(queue)).toEqual({ keep: queue, drop: [], rewritten: [] });
  });
});
