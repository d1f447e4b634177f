import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '#web/lib/session.ts';
import { editorApi, renderEditor, words } from '#tests/utils/editor-testing.tsx';

async function openEditor() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New post' })[0]!);
  // The editor's code loads on first use.
  const dialog = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5000 });
  await within(dialog).findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
  return dialog;
}

const publish = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

describe('article editor rules (spec §5)', () => {
  beforeEach(() => editorApi());
  afterEach(() => setSession(null));

  it('asks for the type, the title, a tribe and a theme, and moves focus to the first', async () => {
    await renderEditor();
    const dialog = await openEditor();
    await within(dialog).findByRole('checkbox', { name: 'Culture' });
    publish(dialog);
    expect(await within(dialog).findByText('4 fields need your attention.')).toBeTruthy();
    const type = within(dialog).getByRole('group', { name: 'What are you publishing?' });
    expect(within(type).getByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('combobox', { name: 'Tribes' }).getAttribute('aria-invalid')).toBe('true');
    const themeGroup = within(dialog).getByRole('group', { name: 'Themes' });
    expect(within(themeGroup).getByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /Article/ })));
  });

  it('needs a title of at least 5 characters', async () => {
    await renderEditor();
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Abcd' } });
    publish(dialog);
    expect(await within(dialog).findByText('Min length is 5')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Abcde' } });
    await waitFor(() => expect(within(dialog).queryByText('Min length is 5')).toBeNull());
  });

  it('counts the words of a plain text live and asks for 200', async () => {
    await renderEditor();
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Article/ }));
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: words(12) } });
    expect(within(dialog).getByText('12 / 200 words')).toBeTruthy();
    publish(dialog);
    expect(await within(dialog).findByText('Write at least 200 words (12 so far).')).toBeTruthy();
    fireEvent.change(text, { target: { value: words(200) } });
    expect(within(dialog).getByText('200 words')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText(/Write at least 200 words/)).toBeNull());
  });

  it('runs a story of 1 to 5 sections with the spec’s messages, reorderable from the keyboard', async () => {
    await renderEditor();
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Article/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Story in sections' }));
    const sections = () =>
      within(dialog)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('section-card'));
    expect(sections()).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove section 1' }));
    publish(dialog);
    expect(await within(dialog).findByText('You must have at least one section in your story.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a section' }));
    const [first] = sections();
    fireEvent.change(within(first!).getByRole('textbox', { name: 'Heading' }), { target: { value: 'The source' } });
    fireEvent.change(within(first!).getByRole('textbox', { name: 'Content' }), { target: { value: 'Where it begins.' } });
    expect(await within(dialog).findByText('A story needs at least 2 valid sections to be published. Add another section.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a section' }));
    await waitFor(() => expect(within(sections()[1]!).getAllByText('This field is required')).toHaveLength(2));
    fireEvent.change(within(sections()[1]!).getByRole('textbox', { name: 'Heading' }), { target: { value: 'The sea' } });
    fireEvent.change(within(sections()[1]!).getByRole('textbox', { name: 'Content' }), { target: { value: 'Where it ends.' } });
    await waitFor(() => expect(within(dialog).queryByText(/valid sections/)).toBeNull());

    const moveUp = within(dialog).getByRole('button', { name: 'Move section 2 up' });
    moveUp.focus();
    fireEvent.click(moveUp);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Sections', '1The sea', '2The source']),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move section 1 down' })));

    for (let i = 0; i < 3; i++) fireEvent.click(within(dialog).getByRole('button', { name: 'Add a section' }));
    expect(sections()).toHaveLength(5);
    expect((within(dialog).getByRole('button', { name: 'Add a section' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('A story has at most 5 sections.')).toBeTruthy();
  });

  it('picks tribes by searching and themes by toggling; both required', async () => {
    await renderEditor();
    const dialog = await openEditor();
    const combo = within(dialog).getByRole('combobox', { name: 'Tribes' });
    fireEvent.focus(combo);
    fireEvent.change(combo, { target: { value: 'bam' } });
    const option = await within(dialog).findByRole('option', { name: 'Bamoun' });
    fireEvent.click(option);
    expect(await within(within(dialog).getByRole('list', { name: 'Chosen tribes' })).findByText('Bamoun')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'History' }));
    publish(dialog);
    await within(dialog).findByText(/need your attention/);
    expect(combo.getAttribute('aria-invalid')).toBeNull();
    expect(within(within(dialog).getByRole('group', { name: 'Themes' })).queryByText('This field is required')).toBeNull();
  });
});
