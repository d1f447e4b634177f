import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { Article } from '#api/schemas/article.ts';
import { idFromSlugParam } from '#api/schemas/slug.ts';
import { FavoriteButton } from '#web/features/collections/components/favorite-button.tsx';
import { KeepArticleOfflineButton } from '#web/features/collections/components/keep-article-offline-button.tsx';
import { SaveToCollectionButton } from '#web/features/collections/components/save-to-collection-button.tsx';
import { TranslateArticleButton } from '#web/features/editor/components/translate-article-button.tsx';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.tsx';
import { storyArticleQueryOptions } from '#web/features/story/api/get-article.ts';
import { StoryScreen } from '#web/features/story/components/story-screen.tsx';

// The player (and wavesurfer.js with it) loads only when a podcast is opened.
const PodcastPlayer = lazyWithPreload(() => import('#web/features/player/components/podcast-player.tsx'));

function renderAudio(article: Article) {
  return (
    <Suspense fallback={<div className="card skeleton" style={{ height: 170 }} aria-hidden="true" />}>
      <PodcastPlayer article={article} />
    </Suspense>
  );
}

function renderActions(article: Article) {
  return (
    <>
      <FavoriteButton article={article} variant="inline" />
      <SaveToCollectionButton article={article} />
      <KeepArticleOfflineButton article={article} />
      <TranslateArticleButton article={article} />
    </>
  );
}

export const Route = createFileRoute('/_main/story/$id')({
  // Starts the request on hover (intent preload); the screen shows its own loading and 404 states.
  loader: ({ context, params }) => {
    const options = storyArticleQueryOptions(idFromSlugParam(params.id));
    void context.queryClient.prefetchQuery(options);
    // A podcast already at hand (the server's page, or a hover preload): its player's code loads
    // before the page is shown or taken over, so the player hydrates with it and no tap is lost.
    if (context.queryClient.getQueryData(options.queryKey)?.article.audioFile) return PodcastPlayer.preload().catch(() => undefined);
  },
  component: function Screen() {
    const { id } = Route.useParams();
    return <StoryScreen key={id} idParam={id} renderAudio={renderAudio} renderActions={renderActions} />;
  },
});
