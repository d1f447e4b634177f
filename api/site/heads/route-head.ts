import { playableAudio, type Article } from '../../schemas/article.ts';
import { feedPath, type FeedKind, type FeedScopeRef } from '../../schemas/feed-paths.ts';
import { pageAt, storyPath, type ListPage } from '../../schemas/pages.ts';
import { idFromSlugParam } from '../../schemas/slug.ts';
import type { User } from '../../schemas/user.ts';
import { HEAD_STRINGS, type HeadLanguage } from './head-strings.ts';
import { ogImagePath, OG_HEIGHT, OG_WIDTH } from './og-image.ts';
import type { ThreadComment } from '../../schemas/comments.ts';
import { jsonLdScript, personJsonLd, storyJsonLd } from './structured-data.ts';
import { storySummaryHtml, textExcerpt } from './story-summary.ts';

/**
 * The head the server writes for each product route (issue #14): title, description, canonical
 * URL, `hreflang` alternates, Open Graph, Twitter card and JSON-LD, so a link pasted in a chat
 * unfurls and a crawler reads the page without running the app. Pure functions: route, data,
 * language and origin in, HTML out. Loading is route-head-data.ts; web-app.ts applies the result.
 */
export type ProductRoute =
  /** `tribeId`: the page's `?tr=<slug>-<id>` filter; `feedLanguage`: an explicit `?lang=`. */
  { kind: 'list'; page: ListPage; path: string; tribeId?: number; feedLanguage?: HeadLanguage } | { kind: 'story'; id: string | null } | { kind: 'profile'; slug: string } | { kind: 'private' };

/** The tribe id of a `tr=<slug>-<id>` value, when it is one. */
function tribeIdOf(param: string | null): number | undefined {
  const id = Number(idFromSlugParam(param ?? ''));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The product route of a URL; null for paths that are no page of the product (the app redirects them). */
export function routeOf(pathname: string, search: URLSearchParams = new URLSearchParams()): ProductRoute | null {
  const head = pageAt(pathname)?.head;
  if (!head) return null;
  if (head.kind === 'list') {
    const tribeId = tribeIdOf(search.get('tr'));
    const lang = search.get('lang');
    return { kind: 'list', page: head.page, path: pathname, ...(tribeId ? { tribeId } : {}), ...(lang === 'fr' || lang === 'en' ? { feedLanguage: lang } : {}) };
  }
  if (head.kind === 'story') {
    let param = '';
    try {
      param = decodeURIComponent(pathname.slice('/story/'.length));
    } catch {
      // A malformed escape names no story.
    }
    const id = idFromSlugParam(param);
    return { kind: 'story', id: /^[0-9a-f]{32}$/.test(id) ? id : null };
  }
  if (head.kind === 'profile') {
    const slug = pathname.slice('/people/'.length);
    return /^[a-z0-9-]{1,200}$/.test(slug) ? { kind: 'profile', slug } : null;
  }
  return { kind: 'private' };
}

export type HeadData =
  /** `tribe`: the filtered tribe, when it exists. */
  | { kind: 'list'; tribe?: { name: string; slug: string } | null }
  | { kind: 'story'; article: Article | null; comments: ThreadComment[] }
  | { kind: 'profile'; user: User | null; pictureId: string | null }
  | { kind: 'private' };

export interface RouteHead {
  status: 200 | 404;
  /** `<html lang>`. */
  language: HeadLanguage;
  /** Tags for `<head>`, replacing the shell's own title, description and Open Graph tags. */
  head: string;
  /** Markup read without JavaScript (a `<noscript>` block for the body), or ''. */
  noscript: string;
}

/** Text for HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const meta = (attr: 'name' | 'property', key: string, content: string | null | undefined) => (content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '');
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ')}>`;

/** A feed announced by a page head, for feed readers and podcast apps (issue #26). */
interface HeadFeed {
  kind: FeedKind;
  scope: FeedScopeRef;
  /** Who the feed is of, for its title: an author's or tribe's name. */
  name?: string;
}

/**
 * `<link rel="alternate" type="application/rss+xml">` for each feed, read from the HTML alone by
 * podcast apps' "add by URL" and feed readers (which take the first one, or offer the list).
 */
function feedLinks(feeds: HeadFeed[], language: HeadLanguage, origin: string): string {
  const s = HEAD_STRINGS[language];
  return feeds.map((f) => link({ rel: 'alternate', type: 'application/rss+xml', title: s.feedTitle(f.kind, f.scope, f.name ?? ''), href: origin + feedPath(f.kind, f.scope) })).join('');
}

/** Both feeds of a scope, the kind the page is about first. */
const bothFeeds = (scope: FeedScopeRef, first: FeedKind, name?: string): HeadFeed[] =>
  (first === 'podcast' ? (['podcast', 'articles'] as const) : (['articles', 'podcast'] as const)).map((kind) => ({ kind, scope, name }));

/**
 * The feeds of a list page: the filtered tribe's, then the chosen language's (`?lang=`), then the
 * site's. Podcasts first except on the articles page.
 */
function listFeeds(route: Extract<ProductRoute, { kind: 'list' }>, tribe: { name: string; slug: string } | null | undefined): HeadFeed[] {
  if (!['home', 'articles', 'podcasts', 'videos'].includes(route.page)) return [];
  const first: FeedKind = route.page === 'articles' ? 'articles' : 'podcast';
  return [
    ...(tribe ? bothFeeds({ kind: 'tribe', slug: tribe.slug }, first, tribe.name) : []),
    ...(route.feedLanguage ? bothFeeds({ kind: 'language', language: route.feedLanguage }, first) : []),
    ...bothFeeds({ kind: 'site' }, first),
  ];
}

export const profilePathOf = (slug: string) => `/people/${encodeURIComponent(slug)}`;

interface Card {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article' | 'profile';
  image: string;
  imageAlt: string;
  extra?: string;
  robots?: string;
}

function cardHead(card: Card, language: HeadLanguage): string {
  const s = HEAD_STRINGS[language];
  const other: HeadLanguage = language === 'fr' ? 'en' : 'fr';
  return [
    `<title>${escapeHtml(card.title)}</title>`,
    meta('name', 'description', card.description),
    card.robots ? meta('name', 'robots', card.robots) : '',
    link({ rel: 'canonical', href: card.canonical }),
    ...card.alternates.map((a) => link({ rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    meta('property', 'og:site_name', s.siteName),
    meta('property', 'og:type', card.ogType),
    meta('property', 'og:url', card.canonical),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:locale', s.ogLocale),
    meta('property', 'og:locale:alternate', HEAD_STRINGS[other].ogLocale),
    meta('property', 'og:image', card.image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(OG_WIDTH)),
    meta('property', 'og:image:height', String(OG_HEIGHT)),
    meta('property', 'og:image:alt', card.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    meta('name', 'twitter:image', card.image),
    card.extra ?? '',
  ].join('');
}

/** Both interface languages of a page that shows either (`?lang=`), and `x-default` without it. */
function languageAlternates(origin: string, path: string) {
  return [
    { hreflang: 'fr', href: `${origin}${path}?lang=fr` },
    { hreflang: 'en', href: `${origin}${path}?lang=en` },
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
}

function notFoundHead(language: HeadLanguage, origin: string): RouteHead {
  const s = HEAD_STRINGS[language];
  const head = cardHead(
    {
      title: s.notFoundTitle,
      description: s.notFoundDescription,
      canonical: `${origin}/`,
      alternates: [],
      ogType: 'website',
      image: origin + ogImagePath('site'),
      imageAlt: s.siteName,
      robots: 'noindex',
    },
    language,
  );
  return { status: 404, language, head, noscript: `<noscript><p>${escapeHtml(s.notFoundDescription)}</p></noscript>` };
}

function storyHead(article: Article, comments: readonly ThreadComment[], origin: string): RouteHead {
  const language = article.language;
  const s = HEAD_STRINGS[language];
  const url = origin + storyPath(article);
  const description = article.subTitle || textExcerpt(article, 200);
  const translationUrl = article.translation ? origin + storyPath(article.translation) : null;
  // x-default: the French version when there are two (the site's default language), else the story itself.
  const xDefault = translationUrl && article.translation?.language === 'fr' ? translationUrl : url;
  const alternates: { hreflang: string; href: string }[] = [{ hreflang: language, href: url }];
  if (article.translation && translationUrl) alternates.push({ hreflang: article.translation.language, href: translationUrl });
  alternates.push({ hreflang: 'x-default', href: xDefault });
  const image = origin + ogImagePath(article.coverImage?.kind === 'image' ? article.coverImage.id : 'site');
  const audio = article.type === 2 ? playableAudio(article) : null;
  const video = article.type === 3 ? article.videoFile : null;
  const audioUrl = audio ? origin + audio.path : null;
  const videoUrl = video ? origin + video.path : null;
  const authorUrl = origin + profilePathOf(article.user.slug);
  const extra = [
    meta('property', 'article:published_time', article.createdAt),
    meta('property', 'article:modified_time', article.updatedAt),
    meta('property', 'article:author', authorUrl),
    ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
    audio && audioUrl ? meta('property', 'og:audio', audioUrl) + meta('property', 'og:audio:type', audio.mime) : '',
    video && videoUrl ? meta('property', 'og:video', videoUrl) + meta('property', 'og:video:type', video.mime) : '',
    jsonLdScript(storyJsonLd({ article, url, imageUrl: image, authorUrl, description, translationUrl, audioUrl, videoUrl, comments, profileUrl: (slug) => origin + profilePathOf(slug) })),
    // The show an episode belongs to: its author's feeds, the podcast first for an audio story.
    feedLinks(bothFeeds({ kind: 'author', slug: article.user.slug }, article.type === 2 ? 'podcast' : 'articles', `${article.user.firstName} ${article.user.lastName}`.trim()), language, origin),
  ].join('');
  const head = cardHead({ title: `${article.title} — ${s.siteName}`, description, canonical: url, alternates, ogType: 'article', image, imageAlt: article.title, extra }, language);
  return { status: 200, language, head, noscript: storySummaryHtml(article, { url, translationUrl, authorUrl }) };
}

function profileHead(user: User, pictureId: string | null, language: HeadLanguage, origin: string): RouteHead {
  const s = HEAD_STRINGS[language];
  const name = `${user.firstName} ${user.lastName}`.trim();
  const path = profilePathOf(user.slug);
  const image = origin + ogImagePath(pictureId ?? 'site');
  const description = user.presentation?.trim() || s.profileDescription(name);
  const extra =
    meta('property', 'profile:first_name', user.firstName) +
    meta('property', 'profile:last_name', user.lastName) +
    jsonLdScript(personJsonLd(user, origin + path, pictureId ? image : null)) +
    feedLinks(bothFeeds({ kind: 'author', slug: user.slug }, 'podcast', name), language, origin);
  const head = cardHead(
    { title: `${name} — ${s.siteName}`, description, canonical: origin + path, alternates: languageAlternates(origin, path), ogType: 'profile', image, imageAlt: name, extra },
    language,
  );
  const noscript = `<noscript><h1>${escapeHtml(name)}</h1><p>${escapeHtml(description)}</p></noscript>`;
  return { status: 200, language, head, noscript };
}

/**
 * The head of `route` given its data. `language` is the interface language asked for (`?lang=`, else
 * the browser's); a story is described in its own language. `search` is the page's `?lang=`, kept in
 * the canonical URL so each language version of a list page is its own canonical.
 */
export function renderRouteHead(route: ProductRoute, data: HeadData, language: HeadLanguage, origin: string, explicitLanguage: boolean): RouteHead {
  const s = HEAD_STRINGS[language];
  if (route.kind === 'story' && data.kind === 'story') return data.article ? storyHead(data.article, data.comments, origin) : notFoundHead(language, origin);
  if (route.kind === 'profile' && data.kind === 'profile') {
    // An unknown profile: the app shows its own "not found"; crawlers get the 404 status.
    if (!data.user) return { ...notFoundHead(language, origin), noscript: '' };
    return profileHead(data.user, data.pictureId, language, origin);
  }
  const path = route.kind === 'list' ? route.path : '/';
  const page = s.pages[route.kind === 'list' ? route.page : 'home'];
  const canonical = `${origin}${path}${explicitLanguage ? `?lang=${language}` : ''}`;
  const head = cardHead(
    {
      ...page,
      canonical,
      alternates: route.kind === 'list' ? languageAlternates(origin, path) : [],
      ogType: 'website',
      image: origin + ogImagePath('site'),
      imageAlt: s.siteName,
      robots: route.kind === 'private' ? 'noindex' : undefined,
      extra: route.kind === 'list' ? feedLinks(listFeeds(route, data.kind === 'list' ? data.tribe : null), language, origin) : undefined,
    },
    language,
  );
  return { status: 200, language, head, noscript: '' };
}

/**
 * The built shell with a route's head: the shell's own title, description and Open Graph tags are
 * taken out (they describe the site, not the page), `<html lang>` set, the head's tags added before
 * `</head>` and the summary after the app's root element.
 */
export function applyRouteHead(html: string, head: RouteHead): string {
  return (
    html
      .replace(/<html lang="[a-z-]*"/, `<html lang="${head.language}"`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<meta property="og:[a-z_:]+"[^>]*>/g, '')
      // Function replacements: a `$'` or `$&` in a title must stay text, not a replacement pattern.
      .replace('</head>', () => `${head.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root"></div>${head.noscript}`)
  );
}
