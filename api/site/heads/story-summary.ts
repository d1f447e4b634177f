import { playableAudio, type Article } from '../../schemas/article.ts';
import { HEAD_STRINGS } from './head-strings.ts';

/**
 * The story as a crawler without JavaScript reads it (issue #14): title, author, date, subtitle and
 * the beginning of its text, in a `<noscript>` block the app never shows. Everything escaped.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Most characters of story text the summary carries: enough to be indexed, bounded in bytes. */
export const SUMMARY_TEXT_MAX = 4000;

/** The story's text as paragraphs: the body, or each section's heading and content. */
function paragraphsOf(article: Article): { heading?: string; text: string }[] {
  const split = (text: string) =>
    text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  if (article.sections.length) {
    return [...article.sections].sort((x, y) => x.position - y.position).flatMap((s) => [{ heading: s.heading, text: '' }, ...split(s.content).map((text) => ({ text }))]);
  }
  return split(article.content).map((text) => ({ text }));
}

/** The first `max` characters of the story's text, cut at a word, on one line. */
export function textExcerpt(article: Article, max: number): string {
  const text = paragraphsOf(article)
    .map((p) => p.heading ?? p.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export function storySummaryHtml(article: Article, urls: { url: string; translationUrl: string | null; authorUrl: string }): string {
  const s = HEAD_STRINGS[article.language];
  const author = `${article.user.firstName} ${article.user.lastName}`.trim();
  const date = article.createdAt.slice(0, 10);
  const out = [
    `<noscript><article lang="${article.language}">`,
    `<h1>${escapeHtml(article.title)}</h1>`,
    `<p>${s.by} <a href="${escapeHtml(urls.authorUrl)}">${escapeHtml(author)}</a> · <time datetime="${escapeHtml(article.createdAt)}">${date}</time></p>`,
    article.subTitle ? `<p><strong>${escapeHtml(article.subTitle)}</strong></p>` : '',
  ];
  const media = article.type === 2 ? playableAudio(article) : article.type === 3 ? article.videoFile : null;
  if (media) out.push(`<p><a href="${escapeHtml(media.path)}">${article.type === 2 ? s.listen : s.watch}</a></p>`);
  let used = 0;
  for (const p of paragraphsOf(article)) {
    if (used >= SUMMARY_TEXT_MAX) break;
    if (p.heading) {
      out.push(`<h2>${escapeHtml(p.heading)}</h2>`);
      continue;
    }
    const text = p.text.length > SUMMARY_TEXT_MAX - used ? `${p.text.slice(0, SUMMARY_TEXT_MAX - used)}…` : p.text;
    used += text.length;
    out.push(`<p>${escapeHtml(text)}</p>`);
  }
  if (article.translation && urls.translationUrl) {
    const other = HEAD_STRINGS[article.translation.language];
    out.push(`<p><a href="${escapeHtml(urls.translationUrl)}" hreflang="${article.translation.language}" lang="${article.translation.language}">${other.translationLink}</a></p>`);
  }
  out.push(`<p><a href="${escapeHtml(urls.url)}">${s.readMore}</a></p></article></noscript>`);
  return out.join('');
}
