import { describe, expect, it } from 'vitest';
import { webManifest } from '#web/manifest.ts';
import { SHARE_FILES_FIELD, SHARE_TARGET_ACTION } from './page-contract.ts';
import { receiveShare, sharedItemOf } from './share-target.ts';
import { SHARED_INBOX_MAX_ITEMS, SharedInbox } from './shared-inbox.ts';

const file = (name: string, type: string, bytes = 64) => new File([new Uint8Array(bytes).fill(7)], name, { type });
function formOf(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(SHARE_FILES_FIELD, f);
  return form;
}

describe('what a share target receives', () => {
  it('answers at the action and field the manifests name', () => {
    for (const language of ['fr', 'en'] as const) {
      const target = webManifest(language).share_target;
      expect(target.action).toBe(SHARE_TARGET_ACTION);
      expect(target.params.files[0]!.name).toBe(SHARE_FILES_FIELD);
    }
  });

  it('an audio file makes a podcast item, with a picture shared beside it as its cover', () => {
    const item = sharedItemOf(formOf({ title: 'Interview' }, [file('cover.jpg', 'image/jpeg'), file('note.m4a', 'audio/mp4')]))!;
    expect(item.kind).toBe('audio');
    expect(item.title).toBe('Interview');
    expect(item.audio).toMatchObject({ name: 'note.m4a', mime: 'audio/mp4' });
    expect(item.image).toMatchObject({ name: 'cover.jpg', mime: 'image/jpeg' });
    expect(item.audio!.id).toMatch(/^[0-9a-f]{32}$/);
    // What it takes on the device, for the inbox's caps: both files and the title's characters.
    expect(item.bytes).toBe(64 + 64 + 2 * 'Interview'.length);
    expect(item.id).not.toBe(item.audio!.id);
  });

  it('knows audio by its extension when the phone sends no audio type', () => {
    expect(sharedItemOf(formOf({}, [file('memo.m4a', 'application/octet-stream')]))?.kind).toBe('audio');
    expect(sharedItemOf(formOf({}, [file('report.pdf', 'application/pdf')]))).toBeNull();
  });

  it('a picture alone makes an image item; a link or text a text item; empty files and blanks count as nothing', () => {
    expect(sharedItemOf(formOf({ text: 'look' }, [file('p.png', 'image/png')]))).toMatchObject({ kind: 'image', text: 'look', audio: null });
    expect(sharedItemOf(formOf({ title: ' T ', text: 'Read this', url: 'https://example.org/a' }))).toMatchObject({
      kind: 'text',
      title: 'T',
      text: 'Read this',
      url: 'https://example.org/a',
      audio: null,
      image: null,
    });
    expect(sharedItemOf(formOf({ title: '  ' }, [file('empty.mp3', 'audio/mpeg', 0)]))).toBeNull();
  });

  it('keeps the item in the inbox before sending the browser to the drafts (303)', async () => {
    const inbox = new SharedInbox(`shared-${Math.random()}`);
    const request = new Request('https://tribus.test/share-target', { method: 'POST', body: formOf({}, [file('note.ogg', 'audio/ogg', 1000)]) });
    const res = await receiveShare(request, inbox);
    expect(res.status).toBe(303);
    const [kept] = await inbox.items.toArray();
    expect(res.headers.get('Location')).toBe(`https://tribus.test/drafts?shared=${kept!.id}`);
    expect(kept!.audio!.name).toBe('note.ogg');
    // (The file's bytes survive too: fake-indexeddb keeps no Blob methods here; the journey checks them, tests/e2e/share-target.spec.ts.)
    expect(kept!.audio!.blob).toBeDefined();
  });

  it('says so when nothing usable was shared, or when it could not be kept', async () => {
    const inbox = new SharedInbox(`shared-${Math.random()}`);
    const empty = await receiveShare(new Request('https://tribus.test/share-target', { method: 'POST', body: formOf({}) }), inbox);
    expect(empty.headers.get('Location')).toBe('https://tribus.test/drafts?shared=nothing');
    const full = { keep: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) } as unknown as SharedInbox;
    const refused = await receiveShare(new Request('https://tribus.test/share-target', { method: 'POST', body: formOf({ text: 'hello' }) }), full);
    expect(refused.headers.get('Location')).toBe('https://tribus.test/drafts?shared=failed');
    expect(await inbox.items.count()).toBe(0);
  });

  it('refuses a share past the inbox’s caps, keeping what waits, and says why', async () => {
    const inbox = new SharedInbox(`shared-${Math.random()}`);
    const post = (text: string) => receiveShare(new Request('https://tribus.test/share-target', { method: 'POST', body: formOf({ text }) }), inbox);
    for (let i = 0; i < SHARED_INBOX_MAX_ITEMS; i++) expect((await post(`share ${i}`)).headers.get('Location')).toMatch(/shared=[0-9a-f]{32}$/);
    expect((await post('one too many')).headers.get('Location')).toBe('https://tribus.test/drafts?shared=crowded');
    const kept = await inbox.items.orderBy('at').toArray();
    expect(kept.map((i) => i.text)).toEqual(Array.from({ length: SHARED_INBOX_MAX_ITEMS }, (_, i) => `share ${i}`));
  });
});
