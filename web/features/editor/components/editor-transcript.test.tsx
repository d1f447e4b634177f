import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import type { EditorDraftRow } from '#web/db/editor-drafts.ts';
import { setSession } from '#web/lib/session.ts';
import { editorApi, renderEditor } from '#tests/utils/editor-testing.tsx';

async function openPodcast() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New post' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5000 });
  await within(dialog).findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Podcast/ }));
  return dialog;
}

function pick(dialog: HTMLElement, name: string, content: string) {
  const input = within(dialog).getByLabelText('Add a .vtt or .srt file');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/plain' })] } });
}

const SRT = '1\n00:00:01,000 --> 00:00:03,500\nBonsoir et bienvenue.\n\n2\n00:00:04,000 --> 00:00:09,000\nKulu la tortue creuse un puits.\n';

/** The newest draft kept in Dexie (what survives a reload, offline). */
async function savedDraft(): Promise<EditorDraftRow | undefined> {
  const [draft] = await db.drafts.toArray();
  return draft;
}

describe('podcast transcript and chapters in the editor', () => {
  beforeEach(() => editorApi());
  afterEach(() => setSession(null));

  it('refuses a bad subtitle file with the line at fault, and takes a good one as timed lines', async () => {
    await renderEditor();
    const dialog = await openPodcast();
    pick(dialog, 'notes.txt', 'Just a few words');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('This is not a WebVTT or SRT file'));
    pick(dialog, 'broken.vtt', 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards');
    expect(await within(dialog).findByText('Line 3: the line ends before it starts.')).toBeTruthy();
    pick(dialog, 'episode.srt', SRT);
    expect(await within(dialog).findByText('2 timed lines from episode.srt')).toBeTruthy();
    expect(within(dialog).queryByText(/Line 3/)).toBeNull();
    expect(within(dialog).getByText('Kulu la tortue creuse un puits.')).toBeTruthy();
    await waitFor(async () =>
      expect((await savedDraft())?.input.transcript).toEqual({
        format: 'cues',
        cues: [
          { start: 1, end: 3.5, text: 'Bonsoir et bienvenue.' },
          { start: 4, end: 9, text: 'Kulu la tortue creuse un puits.' },
        ],
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the timed transcript' }));
    const typed = within(dialog).getByRole('textbox', { name: 'Transcript text' });
    fireEvent.change(typed, { target: { value: 'Bonsoir, et bienvenue.' } });
    await waitFor(async () => expect((await savedDraft())?.input.transcript).toEqual({ format: 'text', text: 'Bonsoir, et bienvenue.' }));
  });

  it('edits chapters: adds, reorders and removes them, keeps rows as typed in the draft, and checks times and order', async () => {
    await renderEditor();
    const dialog = await openPodcast();
    const add = within(dialog).getByRole('button', { name: 'Add a chapter' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(within(dialog).getByRole('textbox', { name: 'Start of chapter 1 (m:ss)' })).toHaveProperty('value', '0:00');
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    type('Title of chapter 1', 'Ouverture');
    type('Title of chapter 2', 'Le puits');
    type('Start of chapter 2 (m:ss)', '1:3');
    type('Title of chapter 3', 'La morale');
    type('Start of chapter 3 (m:ss)', '0:45');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Enter a time such as 1:30 (minutes:seconds).')).toBeTruthy();
    // The row as typed survives in the draft, the invalid start included.
    await waitFor(async () => expect((await savedDraft())?.editor?.chapters?.map((c) => c.start)).toEqual(['0:00', '1:3', '0:45']));

    type('Start of chapter 2 (m:ss)', '1:30');
    await waitFor(() => expect(within(dialog).queryByText(/Enter a time/)).toBeNull());
    expect(within(dialog).getByText('Each chapter must start later than the one before it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move chapter 3 up' }));
    await waitFor(() => expect(within(dialog).queryByText(/must start later/)).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Title of chapter 2' })).toHaveProperty('value', 'La morale');
    await waitFor(async () =>
      expect((await savedDraft())?.input.chapters).toEqual([
        { title: 'Ouverture', start: 0 },
        { title: 'La morale', start: 45 },
        { title: 'Le puits', start: 90 },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove chapter 2' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Title of chapter 3' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Title of chapter 2' })).toHaveProperty('value', 'Le puits');
  });
});
