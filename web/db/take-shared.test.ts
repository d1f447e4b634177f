import { describe, expect, it } from 'vitest';
import { SharedInbox } from '#sw/shared-inbox.ts';
import { newId } from '#api/schemas/ids.ts';
import { TribesDb } from './database.ts';
import { pendingShared, takeShared, type SharedItem } from './take-shared.ts';

const input = { type: 2 } as never;
const editor = { typeChosen: true, audioSource: 'upload' as const };

function audioItem(): SharedItem {
  return {
    id: newId(),
    kind: 'audio',
    title: '',
    text: '',
    url: '',
    audio: { id: newId(), blob: new Blob(['abc'], { type: 'audio/ogg' }), name: 'a.ogg', mime: 'audio/ogg' },
    image: null,
    at: Date.now(),
    bytes: 3,
  };
}

describe('the shared inbox, as the page reads it', () => {
  it('reads what the worker kept, and makes it one draft with its file, even when taken twice', async () => {
    const name = `inbox-${Math.random()}`;
    const item = audioItem();
    await new SharedInbox(name).items.put(item);
    const inbox = new SharedInbox(name);
    const database = new TribesDb(`db-${Math.random()}`);
    const [pending] = await pendingShared(inbox);
    expect(pending!.id).toBe(item.id);

    await takeShared(pending!, { userId: 'u1', input, editor }, database, inbox);
    await takeShared(pending!, { userId: 'u1', input: { type: 1 } as never, editor }, database, inbox);
    expect(await database.drafts.toArray()).toMatchObject([{ id: item.id, userId: 'u1', input: { type: 2 }, editor }]);
    const kept = await database.files.get(item.audio!.id);
    expect(kept).toMatchObject({ userId: 'u1', name: 'a.ogg', mime: 'audio/ogg' });
    expect(kept!.blob).toBeDefined();
    expect(await pendingShared(inbox)).toEqual([]);
  });
});
