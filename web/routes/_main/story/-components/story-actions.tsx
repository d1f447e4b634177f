import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Article } from '#api/schemas/article.ts';
import { FavoriteButton } from '#web/features/collections/components/favorite-button.tsx';
import { KeepArticleOfflineButton } from '#web/features/collections/components/keep-article-offline-button.tsx';
import { SaveToCollectionButton } from '#web/features/collections/components/save-to-collection-button.tsx';
import { TranslateArticleButton } from '#web/features/editor/components/translate-article-button.tsx';
import { sessionAtom } from '#web/lib/session.ts';

// The author's Edit and Delete: their code loads only when the signed-in author opens their own
// story, never for the readers the first view is measured for (issue #11). A chunk that cannot
// load (offline before the service worker holds it) leaves the story without them, not in error.
const StoryAuthorActions = lazy<ComponentType<{ article: Article }>>(() =>
  import('./story-author-actions.tsx').then(
    (m) => m,
    () => ({ default: () => null }),
  ),
);

/**
 * The reader's actions on a story: favorite, save to a collection, keep offline, translate, and
 * for its author edit and delete. They read and write the device's database (Dexie), so their
 * code is a chunk of its own (`../$id.tsx` loads it with the route): the story's own code starts
 * without it (issue #11).
 */
export default function StoryActions({ article }: { article: Article }) {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return (
    <>
      <FavoriteButton article={article} variant="inline" />
      <SaveToCollectionButton article={article} />
      <KeepArticleOfflineButton article={article} />
      <TranslateArticleButton article={article} />
      {userId !== undefined && userId === article.user.id && (
        <Suspense fallback={null}>
          <StoryAuthorActions article={article} />
        </Suspense>
      )}
    </>
  );
}
