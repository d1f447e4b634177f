import type { Article } from '#api/schemas/article.ts';
import { FavoriteButton } from '#web/features/collections/components/favorite-button.tsx';
import { KeepArticleOfflineButton } from '#web/features/collections/components/keep-article-offline-button.tsx';
import { SaveToCollectionButton } from '#web/features/collections/components/save-to-collection-button.tsx';
import { TranslateArticleButton } from '#web/features/editor/components/translate-article-button.tsx';

/**
 * The reader's actions on a story: favorite, save to a collection, keep offline, translate. They
 * read and write the device's database (Dexie), so their code is a chunk of its own
 * (`../$id.tsx` loads it with the route): the story's own code starts without it (issue #11).
 */
export default function StoryActions({ article }: { article: Article }) {
  return (
    <>
      <FavoriteButton article={article} variant="inline" />
      <SaveToCollectionButton article={article} />
      <KeepArticleOfflineButton article={article} />
      <TranslateArticleButton article={article} />
    </>
  );
}
