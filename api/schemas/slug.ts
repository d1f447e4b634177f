/**
 * URL slug of a name or title: accents removed, lowercase, words joined by dashes. Shared by the
 * server (article and user slugs) and the web app (tribe links `tr=<slug>-<id>`).
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** The id at the end of a `slug-id` route parameter (story/{slug-id}, tr=<slug>-<id>). */
export function idFromSlugParam(param: string): string {
  const dash = param.lastIndexOf('-');
  return dash === -1 ? param : param.slice(dash + 1);
}
