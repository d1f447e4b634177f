import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { inboxRoom, SHARED_INBOX_MAX_BYTES, SHARED_INBOX_MAX_ITEMS, sharedBytes, SharedInbox, type SharedItem } from './shared-inbox.ts';

const MB = 1024 * 1024;
const item = (bytes: number, at = Date.now()): SharedItem => ({ id: newId(), kind: 'text', title: '', text: 'x', url: '', audio: null, image: null, at, bytes });

describe('the shared inbox’s caps (any site can post to the share target)', () => {
  it('counts the files and the text an item keeps', () => {
    const blob = (size: number) => ({ id: 'f', name: 'f', mime: 'audio/ogg', blob: new Blob([new Uint8Array(size)]) });
    expect(sharedBytes({ title: 'ab', text: 'cde', url: '', audio: blob(1000), image: blob(24) })).toBe(1024 + 2 * 5);
  });

  it('takes an item while fewer than the most items wait and their bytes stay under the most bytes', () => {
    expect(inboxRoom([], item(SHARED_INBOX_MAX_BYTES))).toBeNull();
    expect(
      inboxRoom(
        Array.from({ length: SHARED_INBOX_MAX_ITEMS - 1 }, () => item(1)),
        item(1),
      ),
    ).toBeNull();
    expect(inboxRoom([item(20 * MB), item(20 * MB)], item(SHARED_INBOX_MAX_BYTES - 40 * MB))).toBeNull();
  });

  it('refuses one more item past the count, one that would pass the bytes, and one too large for an empty inbox', () => {
    expect(
      inboxRoom(
        Array.from({ length: SHARED_INBOX_MAX_ITEMS }, () => item(1)),
        item(1),
      ),
    ).toBe('crowded');
    expect(inboxRoom([item(20 * MB), item(20 * MB)], item(SHARED_INBOX_MAX_BYTES - 40 * MB + 1))).toBe('crowded');
    expect(inboxRoom([], item(SHARED_INBOX_MAX_BYTES + 1))).toBe('large');
    // Items kept before the caps carry no byte count: they still count as items.
    expect(
      inboxRoom(
        Array.from({ length: SHARED_INBOX_MAX_ITEMS }, () => ({})),
        item(1),
      ),
    ).toBe('crowded');
  });

  it('keeps within the caps on the device: what waited stays, the new share is refused', async () => {
    const inbox = new SharedInbox(`caps-${Math.random()}`);
    const big = item(30 * MB, 1);
    expect(await inbox.keep(big)).toBeNull();
    expect(await inbox.keep(item(SHARED_INBOX_MAX_BYTES - 30 * MB + 1, 2))).toBe('crowded');
    expect(await inbox.keep(item(SHARED_INBOX_MAX_BYTES + 1, 3))).toBe('large');
    const small = item(1024, 4);
    expect(await inbox.keep(small)).toBeNull();
    expect((await inbox.items.orderBy('at').toArray()).map((i) => i.id)).toEqual([big.id, small.id]);
  });
});
