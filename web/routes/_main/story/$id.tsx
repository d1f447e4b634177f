import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ARTICLE_TYPES, playableAudio, type Article } from '#api/schemas/article.ts';
import { idFromSlugParam } from '#api/schemas/slug.ts';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.tsx';
import type { ThreadComment } from '#api/schemas/comments.ts';
import { StoryComments } from '#web/features/comments/components/story-comments.tsx';
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

// The reader's actions read the device's database (Dexie): a chunk of their own, which the loader
// below loads with the route, so they hydrate with the page and no tap on them is lost; the
// story's own code starts without evaluating the database first (issue #11).
const StoryActions = lazyWithPreload(() => import('./-components/story-actions.tsx'));

function renderActions(article: Article) {
  return (
    <Suspense fallback={null}>
      <StoryActions article={article} />
    </Suspense>
  );
}

// The discussion: its first page (the detail's) is part of the first view, drawn on the server;
// its interactive part loads after the first view (story-comments.tsx, issue #28).
function renderComments(article: Article, comments: ThreadComment[]) {
  const { commentCount } = article;
  return (
    <StoryComments article={{ id: article.id, userId: article.user.id, hasMedia: article.type !== ARTICLE_TYPES.text, ...(commentCount === undefined ? {} : { commentCount }) }} firstPage={comments} />
  );
}

export const Route = createFileRoute('/_main/story/$id')({
  // Starts the request on hover (intent preload); the screen shows its own loading and 404 states.
  loader: ({ context, params }) => {
    const options = storyArticleQueryOptions(idFromSlugParam(params.id));
    void context.queryClient.prefetchQuery(options);
    // A podcast already at hand (the server's page, or a hover preload): its player's code loads
    // before the page is shown or taken over, so the player hydrates with it and no tap is lost.
    // Not for an episode still waiting for its rendition: it shows no player until then.
    const article = context.queryClient.getQueryData(options.queryKey)?.article;
    const audio = article && playableAudio(article);
    // Offline with a chunk not at hand: the story shows, the part that lacks its code waits for it.
    return Promise.all([StoryActions.preload(), audio && PodcastPlayer.preload()]).then(
      () => undefined,
      () => undefined,
    );
  },
  component: function Screen() {
    const { id } = Route.useParams();
    return <StoryScreen key={id} idParam={id} renderAudio={renderAudio} renderActions={renderActions} renderComments={renderComments} />;
  },
});
