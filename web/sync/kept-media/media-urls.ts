import type { ArticleDetail } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';

/** A media file an article shows, with its size when the server said it. */
export interface MediaRef {
  url: string;
  size: number;
}

/** Cover, images, section images, audio (and its rendition), video and the author's picture of an article. */
export function mediaOf(detail: ArticleDetail): MediaRef[] {
  const a = detail.article;
  // The story plays the MP3 rendition when there is one: keep it too, or the player has nothing offline.
  const files: (StoredFile | null | undefined)[] = [a.coverImage, ...a.images, ...a.sections.map((s) => s.image), a.audioFile, a.audioRendition, a.videoFile];
  const refs: MediaRef[] = files.filter((f): f is StoredFile => Boolean(f?.path)).map((f) => ({ url: f.path, size: f.size }));
  if (a.user.picture) refs.push({ url: a.user.picture, size: 0 });
  return refs;
}

/**
 * A podcast kept before the server made its MP3 rendition (issue #25): the story will play the
 * rendition once it exists, so a kept set asks for the article again until then. Not audio the
 * server could not decode: no rendition will ever come.
 */
export function waitsForRendition(detail: ArticleDetail): boolean {
  const a = detail.article;
  return a.type === 2 && a.audioFile !== null && !a.audioFile.unreadable && !a.audioRendition;
}

/** The same media once each (several articles share an author picture or a cover). */
export function uniqueMedia(refs: MediaRef[]): MediaRef[] {
  const seen = new Map<string, MediaRef>();
  for (const ref of refs) if (!seen.has(ref.url)) seen.set(ref.url, ref);
  return [...seen.values()];
}
