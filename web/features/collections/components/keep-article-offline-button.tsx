import type { ArticleSummary } from '#api/schemas/article.ts';
import { KeepOfflineControl } from './keep-offline-control.tsx';
import './collections.css';

/** "Keep offline" for one article (story page): the article, its images, audio and video. */
export function KeepArticleOfflineButton({ article }: { article: Pick<ArticleSummary, 'id' | 'title'> }) {
  return <KeepOfflineControl kind="article" id={article.id} name={article.title} />;
}
