import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { AUTOSAVE_DELAY_MS } from '../use-autosave.ts';
import { editorApi, renderEditor, session } from '#tests/utils/editor-testing.tsx';

async function openNewPost() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New post' }).at(-1)!);
  const dialog = await screen.findByRole('dialog', { name: 'New post' });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return dialog;
}

describe('drafts', () => {
  beforeEach(() => {
    editorApi();
    // Only the app's timers: IndexedDB (fake-indexeddb) keeps its own scheduling.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    setSession(null);
  });

  it('saves as the author types, and lists the draft to open again', async () => {
    const { router } = await renderEditor('/drafts');
    expect(await screen.findByText(/No drafts yet/)).toBeTruthy();
    const dialog = await openNewPost();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Market day in Foumban' } });
    expect(within(dialog).getByText('Saving…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(await within(dialog).findByText('Draft saved on this device')).toBeTruthy();
    const [draft] = await db.drafts.toArray();
    expect(draft).toMatchObject({ userId: session.user.id, input: { title: 'Market day in Foumban' }, editor: { typeChosen: false } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the editor' }));
    const guard = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Close, keep the draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = (await screen.findByRole('heading', { name: 'Market day in Foumban' })).closest('li')!;
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(within(card).getByText(/No type yet/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Open: Market day in Foumban' }));
    const reopened = await screen.findByRole('dialog', { name: 'New post' });
    expect(((await within(reopened).findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Market day in Foumban');
    expect(router.state.location.pathname).toBe('/drafts');
  });

  it('asks before closing after changes: keep editing, or discard the draft', async () => {
    await renderEditor('/drafts');
    const dialog = await openNewPost();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'A story to drop' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(async () => expect(await db.drafts.count()).toBe(1));

    fireEvent.keyDown(title, { key: 'Escape' });
    let guard = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(document.activeElement).toBe(within(guard).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(within(guard).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.keyDown(title, { key: 'Escape' });
    guard = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await db.drafts.count()).toBe(0));
    expect(await screen.findByText(/No drafts yet/)).toBeTruthy();
  });

  it('closes at once on Escape when nothing changed, giving focus back', async () => {
    await renderEditor('/drafts');
    const button = screen.getAllByRole('button', { name: 'New post' }).at(-1)!;
    button.focus();
    const dialog = await openNewPost();
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(await db.drafts.count()).toBe(0);
  });

  it('deletes a draft after confirmation', async () => {
    await renderEditor('/drafts');
    await db.drafts.put({ id: 'd'.repeat(32), userId: session.user.id, input: { type: 2, textType: 0, title: 'Podcast draft', subTitle: '', tribe: [], themes: [], tags: [], references: [], inspiredBy: [], content: '', sections: [], language: 'en', coverImage: null, imageFiles: [], audioFile: null, videoFile: null, transcript: null, chapters: [], translationOf: null }, updatedAt: Date.now() });
    const card = (await screen.findByRole('heading', { name: 'Podcast draft' })).closest('li')!;
    expect(within(card).getByText(/^Podcast · edited/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the draft “Podcast draft”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Podcast draft' })).toBeNull());
  });

  it('sends a signed-out visitor to login', async () => {
    const { router } = await renderEditor('/drafts');
    setSession(null);
    await router.navigate({ to: '/about' });
    await router.navigate({ to: '/drafts' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
