import type { Section } from '#api/schemas/article.ts';

/** Paragraphs of a plain-text body: blocks separated by one or more blank lines. */
export function paragraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** Story sections in reading order (by `position`, as the author arranged them). */
export function orderedSections(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => a.position - b.position);
}

/** Gallery layouts exist for 1 to 4 images (spec §9); more images show the first four. */
export const GALLERY_MAX = 4;

export function galleryLayoutClass(count: number): string {
  return `gallery--${Math.min(Math.max(count, 1), GALLERY_MAX)}`;
}
