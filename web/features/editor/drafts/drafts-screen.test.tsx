import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { AUTOSAVE_DELAY_MS } from '../use-autosave.ts';
import { editorApi, renderEditor, scriptedUploads, session } from '#tests/utils/editor-testing.tsx';
import { requestUpload, setUploadHttpStack } from '#web/sync/page-uploads.ts';
import type { ArticleInput } from '#api/schemas/article.ts';

const draftInput = (overrides: Partial<ArticleInput>): ArticleInput => ({
  type: 2,
  textType: 0,
  title: '',
  subTitle: '',
  tribe: [],
  themes: [],
  tags: [],
  references: [],
  inspiredBy: [],
  content: '',
  sections: [],
  language: 'en',
  coverImage: null,
  imageFiles: [],
  audioFile: null,
  videoFile: null,
  transcript: null,
  chapters: [],
  translationOf: null,
  ...overrides,
});

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
    setUploadHttpStack(undefined);
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
    await db.drafts.put({
      id: 'd'.repeat(32),
      userId: session.user.id,
      input: {
        type: 2,
        textType: 0,
        title: 'Podcast draft',
        subTitle: '',
        tribe: [],
        themes: [],
        tags: [],
        references: [],
        inspiredBy: [],
        content: '',
        sections: [],
        language: 'en',
        coverImage: null,
        imageFiles: [],
        audioFile: null,
        videoFile: null,
        transcript: null,
        chapters: [],
        translationOf: null,
      },
      updatedAt: Date.now(),
    });
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

  it('shows each file of a draft on its way to the server: progress with bytes, and a refusal with a retry', async () => {
    const uploads = scriptedUploads();
    await renderEditor('/drafts');
    const video = 'e'.repeat(32);
    const refused = 'f'.repeat(32);
    const cover = 'c'.repeat(32);
    await db.files.add({
      id: video,
      userId: session.user.id,
      blob: new NodeFile([new Uint8Array(2 * 1024 * 1024)], 'film.webm', { type: 'video/webm' }) as unknown as Blob,
      name: 'film.webm',
      mime: 'video/webm',
      createdAt: Date.now(),
    });
    await db.drafts.bulkPut([
      { id: 'd'.repeat(32), userId: session.user.id, input: draftInput({ type: 3, title: 'Video draft', videoFile: video, coverImage: cover }), updatedAt: Date.now() },
      { id: 'a'.repeat(32), userId: session.user.id, input: draftInput({ title: 'Podcast draft', audioFile: refused }), updatedAt: Date.now() - 1000 },
    ]);
    await db.outbox.add({
      userId: session.user.id,
      op: { type: 'file.put', id: refused },
      label: { key: 'sync.op.uploadFile', values: { name: 'noise.mp3' } },
      status: 'rejected',
      attempts: 1,
      createdAt: Date.now(),
      error: { status: 415, code: 'not_a_known_code', message: '"noise.mp3" is not a supported file.' },
    });
    requestUpload(video);

    // The uploading file: a named progress bar, its percent and the bytes the server has.
    const card = (await screen.findByRole('heading', { name: 'Video draft' })).closest('li')!;
    const list = await within(card).findByRole('list', { name: 'Files of “Video draft” still uploading' });
    const bar = await within(list).findByRole('progressbar', { name: 'Upload of film.webm' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('Uploading… 50%'));
    expect(within(list).getByText('1 MB of 2 MB')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Pause the upload of film.webm' })).toBeTruthy();
    // The cover is not queued (nothing to show for it): one upload listed.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // The refused one: the server's message and a retry, read out as an alert.
    const other = (await screen.findByRole('heading', { name: 'Podcast draft' })).closest('li')!;
    const alert = await within(other).findByRole('alert');
    expect(alert.textContent).toContain('Upload refused: "noise.mp3" is not a supported file.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await db.outbox.toArray()).find((e) => e.op.type === 'file.put' && e.op.id === refused)?.status).toBe('pending'));

    // Once the server has the file, it leaves the draft's list.
    uploads.finishAll();
    await waitFor(() => expect(within(card).queryByRole('list', { name: /still uploading/ })).toBeNull());
  });
});
