import { describe, expect, it } from 'vitest';
import { followKey, isFollowing, pendingFollows } from './follow-state.ts';

describe('follow state', () => {
  it('takes the last queued follow or unfollow of each key, over the server list', () => {
    const pending = pendingFollows([
      { type: 'follow.put', kind: 'users', id: 'u1' },
      { type: 'follow.delete', kind: 'users', id: 'u1' },
      { type: 'follow.put', kind: 'tribes', id: '3' },
      { type: 'article.delete', id: 'a' },
    ]);
    expect([...pending]).toEqual([
      ['users:u1', false],
      ['tribes:3', true],
    ]);
    const server = new Set([followKey('users', 'u1'), followKey('themes', 7)]);
    expect(isFollowing('users:u1', server, pending)).toBe(false);
    expect(isFollowing('tribes:3', undefined, pending)).toBe(true);
    expect(isFollowing('themes:7', server, pending)).toBe(true);
    expect(isFollowing('themes:8', server, pending)).toBe(false);
  });
});
