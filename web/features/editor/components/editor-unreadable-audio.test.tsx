import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '#web/lib/app-store.ts';
import { setSession } from '#web/lib/session.ts';
import { article, editorApi, renderEditor, storedFile } from '#tests/utils/editor-testing.tsx';
import { openEditorAtom } from '../editor-atoms.ts';

/**
 * Issue #25: a podcast whose audio the server could not decode (`unreadable` on its file) says so
 * to its author in the editor, in their language, beside the audio field; a readable one does not.
 */
describe('the editor on a podcast whose audio the server could not read', () => {
  afterEach(() => setSession(null));

  const open = async (unreadable: boolean, language: 'en' | 'fr') => {
    const audio = { ...storedFile('a'.repeat(32), 'audio'), ...(unreadable && { unreadable: true as const }) };
    const podcast = article({ type: 2, content: '', audioFile: audio });
    editorApi({ [`/api/articles/${podcast.id}`]: { article: podcast, comments: [], relatedArticles: [] } });
    await renderEditor('/about', { language });
    appStore.set(openEditorAtom, { kind: 'article', id: podcast.id });
    return screen.findByRole('dialog', { name: language === 'en' ? 'Edit article' : 'Modifier l’article' });
  };

  it('tells the author the file is damaged and hidden from listeners (en, fr)', async () => {
    for (const [language, text] of [
      ['en', 'The server could not read this audio file'],
      ['fr', 'Le serveur n’a pas pu lire ce fichier audio'],
    ] as const) {
      const dialog = await open(true, language);
      expect((await within(dialog).findByRole('alert')).textContent).toContain(text);
    }
  });

  it('says nothing of the kind for a readable file', async () => {
    const dialog = await open(false, 'en');
    expect(await within(dialog).findByText(/f-aaaa/)).toBeTruthy();
    expect(within(dialog).queryByText(/could not read this audio file/)).toBeNull();
  });
});
