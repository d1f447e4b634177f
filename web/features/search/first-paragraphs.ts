import type { Article } from '#api/schemas/article.ts';

/** Paragraphs the modal shows before "read the full story". */
export const PREVIEW_PARAGRAPHS = 3;

function paragraphs(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The opening of a text article: its first paragraphs, or a story's first sections. */
export function firstParagraphs(article: Pick<Article, 'content' | 'sections' | 'textType'>, count = PREVIEW_PARAGRAPHS): string[] {
  const fromContent = paragraphs(article.content);
  if (fromContent.length > 0) return fromContent.slice(0, count);
  return [...article.sections]
    .sort((a, b) => a.position - b.position)
    .flatMap((section) => paragraphs(section.content))
    .slice(0, count);
}
