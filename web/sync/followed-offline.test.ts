import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { enqueue } from './outbox.ts';
import { followedOnDevice, rememberFollowed } from './followed-offline.ts';

const LABEL = { key: 'follows.op.follow', values: { name: 'x' } } as const;

describe('what a reader follows, as the device knows it offline (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all([db.meta.clear(), db.outbox.clear()]);
  });

  it('knows nothing before the server’s list was ever read or a follow was queued', async () => {
    expect(await followedOnDevice('u1')).toBeUndefined();
  });

  it('keeps the server’s list per account, with the follows and unfollows still queued laid over it', async () => {
    await rememberFollowed('u1', ['users:a', 'tribes:3']);
    await rememberFollowed('u2', ['themes:9']);
    await enqueue({ userId: 'u1', op: { type: 'follow.delete', kind: 'tribes', id: '3' }, label: LABEL });
    await enqueue({ userId: 'u1', op: { type: 'follow.put', kind: 'themes', id: '7' }, label: LABEL });
    expect([...(await followedOnDevice('u1'))!].sort()).toEqual(['themes:7', 'users:a']);
    expect([...(await followedOnDevice('u2'))!]).toEqual(['themes:9']);
  });
});
