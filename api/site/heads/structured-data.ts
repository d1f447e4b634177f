import { playableAudio, type Article } from '../../schemas/article.ts';
import type { Comment, ThreadComment } from '../../schemas/comments.ts';
import type { User } from '../../schemas/user.ts';

/**
 * JSON-LD (schema.org) of a story or a profile, for search engines' rich results: `Article` for a
 * text, `PodcastEpisode` for a podcast, `Article` carrying a `VideoObject` for a video, `Person`
 * (inside a `ProfilePage`) for a profile. Pure: the data and absolute URLs in, an object out.
 */
export type JsonLd = Record<string, unknown>;

const SITE = { '@type': 'Organization', name: 'Tribus' } as const;
const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

export interface StoryLdInput {
  article: Article;
  url: string;
  imageUrl: string;
  authorUrl: string;
  description: string;
  translationUrl: string | null;
  audioUrl: string | null;
  videoUrl: string | null;
  /** The first page of the thread (the render's article answer carries it). */
  comments: readonly ThreadComment[];
  profileUrl: (slug: string) => string;
}

/** A comment's text as plain text: its rendered HTML without tags, entities decoded. */
export function commentPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|blockquote)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Visible comments only (not held, hidden or deleted) as schema.org `Comment`s, replies nested. */
function commentsLd(comments: readonly (Comment & { replies?: Comment[] })[], profileUrl: (slug: string) => string): JsonLd[] {
  return comments
    .filter((c) => c.status === 'visible')
    .map((c) => {
      const replies = c.replies ? commentsLd(c.replies, profileUrl) : [];
      return {
        '@type': 'Comment',
        text: commentPlainText(c.html),
        dateCreated: c.createdAt,
        inLanguage: c.language,
        author: { '@type': 'Person', name: fullName(c.user), url: profileUrl(c.user.slug) },
        comment: replies.length ? replies : undefined,
      };
    });
}

/** ISO 8601 duration of a number of seconds (`PT3M25S`). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `PT${Math.floor(s / 3600) ? `${Math.floor(s / 3600)}H` : ''}${Math.floor((s % 3600) / 60) ? `${Math.floor((s % 3600) / 60)}M` : ''}${s % 60}S`;
}

export function storyJsonLd(i: StoryLdInput): JsonLd {
  const a = i.article;
  const common: JsonLd = {
    '@context': 'https://schema.org',
    url: i.url,
    mainEntityOfPage: i.url,
    name: a.title,
    headline: a.title.slice(0, 110),
    description: i.description,
    image: [i.imageUrl],
    inLanguage: a.language,
    datePublished: a.createdAt,
    dateModified: a.updatedAt,
    author: { '@type': 'Person', name: fullName(a.user), url: i.authorUrl },
    publisher: SITE,
    keywords: a.tags.join(', ') || undefined,
    about: a.tribe.map((t) => ({ '@type': 'Thing', name: t.name })),
    // The maintained count of the thread's visible comments (issue #28).
    commentCount: a.commentCount ?? 0,
    comment: commentsLd(i.comments, i.profileUrl).length ? commentsLd(i.comments, i.profileUrl) : undefined,
  };
  if (a.translation && i.translationUrl) {
    common.workTranslation = a.translationOf ? undefined : { '@type': 'CreativeWork', url: i.translationUrl, inLanguage: a.translation.language };
    common.translationOfWork = a.translationOf ? { '@type': 'CreativeWork', url: i.translationUrl, inLanguage: a.translation.language } : undefined;
  }
  if (a.type === 2) {
    const audio = playableAudio(a);
    return {
      ...common,
      '@type': 'PodcastEpisode',
      associatedMedia: i.audioUrl
        ? { '@type': 'AudioObject', contentUrl: i.audioUrl, encodingFormat: audio?.mime, duration: audio?.durationSeconds ? isoDuration(audio.durationSeconds) : undefined }
        : undefined,
      timeRequired: audio?.durationSeconds ? isoDuration(audio.durationSeconds) : undefined,
    };
  }
  if (a.type === 3 && i.videoUrl) {
    const video = a.videoFile;
    return {
      ...common,
      '@type': 'Article',
      video: {
        '@type': 'VideoObject',
        name: a.title,
        description: i.description,
        thumbnailUrl: [i.imageUrl],
        uploadDate: a.createdAt,
        contentUrl: i.videoUrl,
        encodingFormat: video?.mime,
        duration: video?.durationSeconds ? isoDuration(video.durationSeconds) : undefined,
      },
    };
  }
  return { ...common, '@type': 'Article' };
}

/** A profile page: the `Person` it is about. */
export function personJsonLd(user: User, url: string, imageUrl: string | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: { '@type': 'Person', name: fullName(user), url, description: user.presentation ?? undefined, image: imageUrl ?? undefined },
  };
}

/**
 * A JSON-LD `<script>`: `JSON.stringify` drops the undefined fields; `<`, `>` and `&` as escapes, so a
 * title holding `</script>` cannot end the block, and U+2028/9 stay valid for old parsers.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
