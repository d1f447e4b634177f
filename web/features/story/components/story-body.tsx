import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { audioUnreadable, awaitsRendition, playableAudio, type Article } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMediaResume } from '#web/components/use-media-resume.ts';
import { fluidImage, imageAt } from '#web/lib/image-sources.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { orderedSections, paragraphs } from '../story-text.ts';
import { useReadingPosition } from '../use-reading-position.ts';
import { ImageGallery } from './image-gallery.tsx';

/** A story's pictures span its column: the screen's width on a phone, at most 720 px wider up. */
const STORY_IMAGE_SIZES = '(max-width: 768px) 100vw, 720px';
/** The width of the copy of a video's poster (a poster has no `srcset`): the story column, on a dense screen. */
const POSTER_WIDTH = 960;

function Paragraphs({ text }: { text: string }) {
  return paragraphs(text).map((p, i) => <p key={i}>{p}</p>);
}

/** Story mode (textType 1): the sections in order, each with heading, text, image and caption. */
function StorySections({ article }: { article: Article }) {
  return (
    <div className="story-sections">
      {orderedSections(article.sections).map((section) => (
        <section key={section.id} className="story-section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="story-section__heading">
            {section.heading}
          </h2>
          {section.image && (
            <figure className="story-section__figure">
              <img {...fluidImage(section.image.path, STORY_IMAGE_SIZES)} alt={section.imageCaption || ''} loading="lazy" decoding="async" />
              {section.imageCaption && <figcaption>{section.imageCaption}</figcaption>}
            </figure>
          )}
          <div className="story-prose">
            <Paragraphs text={section.content} />
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The article as the player gets it: the server's podcast rendition (MP3, trimmed, loudness-
 * normalised) in place of the original recording once it is ready; the original until then.
 */
function withPlayableAudio(article: Article): Article {
  return { ...article, audioFile: playableAudio(article) };
}

/** The podcast's player, or why there is none (yet). */
function StoryAudio({ article, renderAudio }: { article: Article; renderAudio: (article: Article) => ReactNode }) {
  const { t } = useTranslation();
  const viewerId = useAtomValue(sessionAtom)?.user.id;
  // Audio the server could not decode: its author is told what to do; anyone else, that it does not play.
  if (audioUnreadable(article))
    return viewerId === article.user.id ? (
      <p className="form-error" role="alert">
        {t('unreadableAudio.author')}
      </p>
    ) : (
      <p className="state">{t('unreadableAudio.reader')}</p>
    );
  if (awaitsRendition(article))
    return (
      <p className="state" role="status">
        {t('story.audioPreparing')}
      </p>
    );
  if (!article.audioFile) return <p className="state">{t('story.mediaMissing')}</p>;
  return renderAudio(withPlayableAudio(article));
}

/**
 * The article's body by type: text (plain or story), audio (the podcast player, given by the route
 * so the player stays its own feature and code-split chunk) or video.
 */
export function StoryBody({ article, renderAudio }: { article: Article; renderAudio: (article: Article) => ReactNode }) {
  const { t } = useTranslation();
  const cover = article.coverImage?.path;
  const ref = useRef<HTMLDivElement>(null);
  // A long text resumes where it was left (podcasts and videos resume in their players).
  useReadingPosition(ref, article, article.type === 1);
  return (
    <div className="story-body" ref={ref}>
      {article.type === 2 && <StoryAudio article={article} renderAudio={renderAudio} />}
      {article.type === 3 &&
        (article.videoFile ? <StoryVideo article={article} file={article.videoFile} poster={cover && imageAt(cover, POSTER_WIDTH)} /> : <p className="state">{t('story.mediaMissing')}</p>)}
      {article.type === 1 && article.images.length === 0 && cover && !article.sections.some((s) => s.image?.id === article.coverImage?.id) && (
        <figure className="story-cover">
          <img {...fluidImage(cover, STORY_IMAGE_SIZES)} alt="" decoding="async" fetchPriority="high" />
        </figure>
      )}
      <ImageGallery images={article.images} title={article.title} />
      {article.type === 1 && article.textType === 1 ? (
        <StorySections article={article} />
      ) : (
        article.content.trim() && (
          <div className="story-prose">
            <Paragraphs text={article.content} />
          </div>
        )
      )}
    </div>
  );
}

/**
 * The video of a video article; it resumes where the viewer stopped, here or on another device.
 * It shows its poster and a play button of the page's own until it first plays: Chromium's native
 * controls repaint the page every frame while they load (~80 frames in the first 3 s on a phone),
 * which cost the story ~200 ms of blocked main thread (issue #11). The button is a link to the
 * file, so it plays (in the browser's own player) before the page's code has started.
 */
function StoryVideo({ article, file, poster }: { article: Article; file: StoredFile; poster: string | undefined }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  // The button goes away when pressed: keyboard focus moves on to the video, not to the page's top.
  const focusOnStart = useRef(false);
  useMediaResume(ref, { id: article.id, title: article.title, kind: 'video' });
  useEffect(() => {
    if (!started || !focusOnStart.current) return;
    focusOnStart.current = false;
    ref.current?.focus();
  }, [started]);

  const play = (event: MouseEvent) => {
    event.preventDefault();
    focusOnStart.current = true;
    setStarted(true);
    void ref.current?.play().catch(() => undefined);
  };

  return (
    <div className="story-video">
      {/* The poster is the page's largest paint, and no image the browser looks ahead for: React
          lifts this link into the head (first in the server's: api/site/pages/web-app.ts). */}
      {poster && <link rel="preload" as="image" href={poster} fetchPriority="high" />}
      <video
        ref={ref}
        controls={started}
        playsInline
        preload="metadata"
        poster={poster}
        data-article-id={article.id}
        aria-label={t('story.videoLabel', { title: article.title })}
        tabIndex={started ? 0 : undefined}
        onPlay={() => setStarted(true)}
      >
        <source src={file.path} type={file.mime} />
      </video>
      {!started && (
        <a className="story-video__play" href={file.path} onClick={play} aria-label={t('story.playVideo', { title: article.title })}>
          <Icon name="play" size={30} />
        </a>
      )}
    </div>
  );
}
