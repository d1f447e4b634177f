/**
 * The stable addresses of the public feeds (issue #14), shared by the server that answers them
 * (api/site/feeds/routes.ts), the page heads that announce them and the web app's Subscribe control, so
 * a feed's URL is written in one place.
 */
export type FeedKind = 'podcast' | 'articles';

/** Whose entries a feed holds: the whole site, one author, one tribe or one language. */
export type FeedScopeRef = { kind: 'site' } | { kind: 'author'; slug: string } | { kind: 'tribe'; slug: string } | { kind: 'language'; language: 'fr' | 'en' };

/** The path of a feed: `/feeds/<kind>.xml` for the site, `/feeds/<kind>/<scope>/<name>.xml` otherwise. */
export function feedPath(kind: FeedKind, scope: FeedScopeRef): string {
  switch (scope.kind) {
    case 'site':
      return `/feeds/${kind}.xml`;
    case 'language':
      return `/feeds/${kind}/language/${scope.language}.xml`;
    default:
      return `/feeds/${kind}/${scope.kind}/${encodeURIComponent(scope.slug)}.xml`;
  }
}
