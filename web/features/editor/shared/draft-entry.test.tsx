import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { sharedInbox, type SharedItem } from '#web/db/take-shared.ts';
import { setSession } from '#web/lib/session.ts';
import { editorApi, renderEditor, session } from '#tests/utils/editor-testing.tsx';

const blob = (name: string, type: string) => new NodeFile([new Uint8Array(32)], name, { type }) as unknown as Blob;
const shared = (patch: Partial<SharedItem>): SharedItem => ({ id: newId(), kind: 'text', title: '', text: '', url: '', audio: null, image: null, at: Date.now(), bytes: 0, ...patch });

/**
 * Puts items in the inbox as the service worker does, opens the route it redirects to (for the
 * first), and confirms "New draft from a share" when `create` is said.
 */
async function arrive(item: SharedItem, language: 'en' | 'fr' = 'en', others: SharedItem[] = []) {
  await sharedInbox().items.clear();
  await sharedInbox().items.bulkPut([...others, item]);
  const rendered = await renderEditor(`/drafts?shared=${item.id}`, { language });
  const review = await screen.findByRole('dialog', { name: language === 'en' ? 'New draft from a share' : 'Nouveau brouillon à partir d’un partage' }, { timeout: 5000 });
  return { ...rendered, review };
}

/** Confirms the review ("Create draft"), and gives the editor it opens. */
async function create(review: HTMLElement, language: 'en' | 'fr' = 'en') {
  fireEvent.click(within(review).getByRole('button', { name: language === 'en' ? 'Create draft' : 'Créer le brouillon' }));
  return screen.findByRole('dialog', { name: language === 'en' ? 'New post' : 'Nouvelle publication' }, { timeout: 5000 });
}

describe('the drafts route opened from outside the page (issue #25)', () => {
  beforeEach(() => editorApi());
  afterEach(() => setSession(null));

  it('a share is shown before it becomes a draft: nothing is made until "Create draft" (any site can post to the share target)', async () => {
    const item = shared({ title: 'Griots of Mali', text: 'A good read', url: 'https://example.org/griots' });
    const { review } = await arrive(item);
    for (const [label, value] of [
      ['Title', 'Griots of Mali'],
      ['Text', 'A good read'],
      ['Link', 'https://example.org/griots'],
    ]) {
      expect(within(review).getByText(label!).nextElementSibling?.textContent).toBe(value);
    }
    // The link is shown, not followed.
    expect(within(review).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(await db.drafts.count()).toBe(0);
    expect(await sharedInbox().items.count()).toBe(1);
  });

  it('"Discard": the share is dropped from the device, and no draft nor editor opens', async () => {
    const item = shared({ kind: 'audio', audio: { id: newId(), blob: blob('memo.m4a', 'audio/mp4'), name: 'memo.m4a', mime: 'audio/mp4' } });
    const { review } = await arrive(item, 'fr');
    fireEvent.click(within(review).getByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sharedInbox().items.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
    expect(await db.files.get(item.audio!.id)).toBeUndefined();
  });

  it('several shares waiting: the one just shared first, then the next once the editor closes', async () => {
    const older = shared({ text: 'an older share', at: Date.now() - 60_000 });
    const item = shared({ text: 'just shared' });
    const { review } = await arrive(item, 'en', [older]);
    expect(within(review).getByText('just shared')).toBeTruthy();
    expect(within(review).getByText(/Shares waiting: 2/)).toBeTruthy();
    const editor = await create(review);
    fireEvent.click(within(editor).getByRole('button', { name: 'Close the editor' }));
    const nextReview = await screen.findByRole('dialog', { name: 'New draft from a share' }, { timeout: 5000 });
    expect(within(nextReview).getByText('an older share')).toBeTruthy();
    expect(within(nextReview).queryByText(/Shares waiting/)).toBeNull();
    expect(await db.drafts.count()).toBe(1);
  });

  it('a shared link and text: confirmed, a text draft holding them opens, kept on the device, the inbox emptied', async () => {
    const item = shared({ title: 'Griots of Mali', text: 'A good read', url: 'https://example.org/griots' });
    const { review, router } = await arrive(item);
    const dialog = await create(review);
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
    const { review } = await arrive(shared({ kind: 'image', image }), 'fr');
    expect(within(review).getByText('river.jpg (32 octets)')).toBeTruthy();
    const dialog = await create(review, 'fr');
    expect(await within(dialog).findByText('Couverture')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).name === 'article-type' && (r as HTMLInputElement).checked),
    ).toEqual([]);
    expect(await db.files.get(image.id)).toMatchObject({ userId: session.user.id, name: 'river.jpg' });
  });

  it('a shared audio file: a podcast draft holding it as an uploaded file', async () => {
    const audio = { id: newId(), blob: blob('memo.m4a', 'audio/mp4'), name: 'memo.m4a', mime: 'audio/mp4' };
    const { review } = await arrive(shared({ kind: 'audio', audio }));
    expect(within(review).getByText('memo.m4a (32 bytes)')).toBeTruthy();
    const dialog = await create(review);
    expect(await within(dialog).findByText('memo.m4a')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Podcast/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Upload a file/ })).toHaveProperty('checked', true);
  });

  it('says why when nothing usable was shared', async () => {
    await renderEditor('/drafts?shared=nothing');
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing usable was shared');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a share past the inbox’s caps was not kept, and offers what waits', async () => {
    await sharedInbox().items.clear();
    await sharedInbox().items.put(shared({ text: 'waiting' }));
    await renderEditor('/drafts?shared=crowded', { language: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de partages attendent sur cet appareil');
    const review = await screen.findByRole('dialog', { name: 'Nouveau brouillon à partir d’un partage' });
    expect(within(review).getByText('waiting')).toBeTruthy();
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
