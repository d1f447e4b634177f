import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '#web/lib/session.ts';
import { mySession } from '#tests/utils/profile-edit-testing.tsx';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { article, ARTICLE_ID, detail, emptyList, file } from '#tests/utils/story-fixtures.ts';

/** A podcast whose audio the server decoded and found unplayable (`unreadable`, issue #25). */
function routes() {
  const audioFile = { ...file(30, 'audio'), unreadable: true as const };
  return {
    '/api/themes': emptyList,
    '/api/articles?limit=5': emptyList,
    '/api/users': emptyList,
    [`/api/articles/${ARTICLE_ID}`]: detail(article({ type: 2, audioFile, audioRendition: null })),
  };
}

describe('a podcast whose audio does not decode', () => {
  it.each([
    ['en', 'The server could not read this episode’s audio file: it seems damaged. Listeners cannot see or play this episode. Edit the article to record it again or choose another file.'],
    [
      'fr',
      'Le serveur n’a pas pu lire le fichier audio de cet épisode : il semble endommagé. Les auditeurs ne peuvent ni voir ni écouter cet épisode. Modifiez l’article pour l’enregistrer à nouveau ou choisir un autre fichier.',
    ],
  ] as const)('tells its author what happened and what to do, with no player (%s)', async (language, message) => {
    fakeApi(routes());
    const view = await renderApp(`/story/x-${ARTICLE_ID}`, { language });
    view.store.set(sessionAtom, mySession());
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(view.container.querySelector('audio')).toBeNull();
  });

  it('tells anyone else that the episode does not play, without offering a player', async () => {
    fakeApi(routes());
    const view = await renderApp(`/story/x-${ARTICLE_ID}`, { language: 'fr' });
    expect(await screen.findByText('Cet épisode ne peut pas être écouté.')).toBeTruthy();
    expect(screen.queryByText(/Le serveur n’a pas pu lire/)).toBeNull();
    expect(view.container.querySelector('audio')).toBeNull();
  });
});
