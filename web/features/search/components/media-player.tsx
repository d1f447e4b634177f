import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitsRendition, playableAudio, type Article } from '#api/schemas/article.ts';
import { useMediaResume } from '#web/components/use-media-resume.ts';

/**
 * Native players: `<audio controls>` for podcasts, `<video controls playsinline>` for videos. Like
 * the story page's players, they resume where the listener stopped, here or on another device, and
 * name their article for the end heard by the offline core (web/sync/ended-media.ts).
 */
export function MediaPlayer({ article }: { article: Article }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLMediaElement>(null);
  useMediaResume(ref, { id: article.id, title: article.title, kind: article.type === 2 ? 'audio' : 'video' });
  // What a listener hears, as on the story page: the rendition (trimmed, loudness-normalised) once ready.
  const file = article.type === 2 ? playableAudio(article) : article.videoFile;
  if (awaitsRendition(article))
    return (
      <p className="article-preview__note" role="status">
        {t('story.audioPreparing')}
      </p>
    );
  if (!file) return <p className="article-preview__note">{t('articleModal.noMedia')}</p>;

  return (
    <div className="media-player">
      {article.type === 2 ? (
        <audio ref={ref as RefObject<HTMLAudioElement>} className="media-player__audio" controls preload="metadata" src={file.path} data-article-id={article.id} onError={() => setFailed(true)}>
          {t('articleModal.unsupported')}
        </audio>
      ) : (
        <video
          ref={ref as RefObject<HTMLVideoElement>}
          className="media-player__video"
          controls
          playsInline
          preload="metadata"
          src={file.path}
          data-article-id={article.id}
          poster={article.coverImage?.path}
          onError={() => setFailed(true)}
        >
          {t('articleModal.unsupported')}
        </video>
      )}
      {failed && (
        <p className="article-preview__note" role="alert">
          {t('articleModal.noMedia')}
        </p>
      )}
    </div>
  );
}
