import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { sharedInbox, type SharedItem } from '#web/db/take-shared.ts';
import { setSession } from '#web/lib/session.ts';
import { editorApi, renderEditor, session } from '#tests/utils/editor-testing.tsx';

const blob = (name: string, type: string) => new NodeFile([new Uint8Array(32)], name, { type }) as unknown as Blob;
const shared = (patch: Partial<SharedItem>): SharedItem => ({ id: newId(), kind: 'text', title: '', text: '', url: '', audio: null, image: null, at: Date.now(), ...patch });

/** Puts an item in the inbox as the service worker does, and opens the route it redirects to. */
async function arrive(item: SharedItem, language: 'en' | 'fr' = 'en') {
  await sharedInbox().items.clear();
  await sharedInbox().items.put(item);
  const rendered = await renderEditor(`/drafts?shared=${item.id}`, { language });
  return { ...rendered, dialog: await screen.findByRole('dialog', {}, { timeout: 5000 }) };
}

describe('the drafts route opened from outside the page (issue #25)', () => {
  beforeEach(() => editorApi());
  afterEach(() => setSession(null));

  it('a shared link and text: a text draft holding them opens, kept on the device, the inbox emptied', async () => {
    const item = shared({ title: 'Griots of Mali', text: 'A good read', url: 'https://example.org/griots' });
    const { dialog, router } = await arrive(item);
    expect(await within(dialog).findByDisplayValue('Griots of Mali')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Article/ })).toHaveProperty('checked', true);
    expect((within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('A good read\n\nhttps://example.org/griots');
    expect(await db.drafts.get(item.id)).toMatchObject({ userId: session.user.id, input: { type: 1, title: 'Griots of Mali', references: ['https://example.org/griots'] } });
    expect(await sharedInbox().items.count()).toBe(0);
    // The address is cleaned: a reload shows the drafts, not a second editor.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('a shared picture: the cover of a new draft whose type is left to choose', async () => {
    const image = { id: newId(), blob: blob('river.jpg', 'image/jpeg'), name: 'river.jpg', mime: 'image/jpeg' };
    const { dialog } = await arrive(shared({ kind: 'image', image }), 'fr');
    expect(await within(dialog).findByText('Couverture')).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'article-type' && (r as HTMLInputElement).checked)).toEqual([]);
    expect(await db.files.get(image.id)).toMatchObject({ userId: session.user.id, name: 'river.jpg' });
  });

  it('a shared audio file: a podcast draft holding it as an uploaded file', async () => {
    const audio = { id: newId(), blob: blob('memo.m4a', 'audio/mp4'), name: 'memo.m4a', mime: 'audio/mp4' };
    const { dialog } = await arrive(shared({ kind: 'audio', audio }));
    expect(await within(dialog).findByText('memo.m4a')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Podcast/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Upload a file/ })).toHaveProperty('checked', true);
  });

  it('says why when nothing usable was shared', async () => {
    await renderEditor('/drafts?shared=nothing');
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing usable was shared');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an audio file opened with the installed app (file handlers): a podcast draft holding it', async () => {
    const file = new NodeFile([new Uint8Array(64)], 'field-notes.ogg', { type: 'audio/ogg' });
    const launchQueue = { setConsumer: (consume: (params: { files: unknown[] }) => void) => consume({ files: [{ kind: 'file', getFile: async () => file }] }) };
    Object.assign(window, { launchQueue });
    try {
      await renderEditor('/drafts?new=launch');
      const dialog = await screen.findByRole('dialog', { name: 'New post' });
      expect(await within(dialog).findByText('field-notes.ogg')).toBeTruthy();
      expect(within(dialog).getByRole('radio', { name: /^Podcast/ })).toHaveProperty('checked', true);
      expect(await db.drafts.count()).toBe(1);
    } finally {
      Reflect.deleteProperty(window, 'launchQueue');
    }
  });

  it('the shortcuts: a new post, and a new podcast with the recorder', async () => {
    await renderEditor('/drafts?new=podcast');
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    expect(await within(dialog).findByRole('radio', { name: /^Podcast/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: 'Start recording' })).toBeTruthy();
  });
});
