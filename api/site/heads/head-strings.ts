/**
 * The words of the server-made page heads (titles, descriptions, the no-JavaScript summary, feed
 * links), in the two interface languages. One copy of each word (issue #26): they live with the web
 * app's strings, read here as JSON (api/ imports none of the app's code): the heads' own words in
 * `web/i18n/<lang>/heads.json` (an area the app's chunks leave out: web/i18n/resources-<lang>.ts),
 * the feeds' names in `feeds.json`, the ones the Subscribe control shows.
 */
import { readFileSync } from 'node:fs';
import type { FeedKind, FeedScopeRef } from '../../schemas/feed-paths.ts';
import type { ListPage } from '../../schemas/pages.ts';

export type HeadLanguage = 'fr' | 'en';

interface HeadStrings {
  siteName: string;
  /** Title and description of each list page. */
  pages: Record<ListPage, { title: string; description: string }>;
  notFoundTitle: string;
  notFoundDescription: string;
  profileDescription: (name: string) => string;
  by: string;
  readMore: string;
  listen: string;
  watch: string;
  translationLink: string;
  ogLocale: string;
  /** The title of a feed's `<link rel="alternate">`; `name` is the author's or tribe's. */
  feedTitle: (kind: FeedKind, scope: FeedScopeRef, name: string) => string;
}

/** `web/i18n/<language>/heads.json`. */
interface HeadWords {
  siteName: string;
  siteDescription: string;
  pages: Record<ListPage, { title: string; description?: string }>;
  notFoundTitle: string;
  notFoundDescription: string;
  profileDescription: string;
  by: string;
  readMore: string;
  listen: string;
  watch: string;
  translationLink: string;
}

/** `subscribe` of `web/i18n/<language>/feeds.json`: the names of the feeds. */
type FeedWords = Record<'sitePodcasts' | 'siteArticles' | 'tribePodcasts' | 'tribeArticles' | 'podcastFeedOf' | 'articleFeedOf' | `${HeadLanguage}${'Podcasts' | 'Articles'}`, string>;

const readStrings = <T>(language: HeadLanguage, area: string): T => JSON.parse(readFileSync(new URL(`../../../web/i18n/${language}/${area}.json`, import.meta.url), 'utf8')) as T;

/** i18next's `{{name}}` placeholder (the only one these words use). */
const withName = (text: string, name: string) => text.replaceAll('{{name}}', () => name);

function feedTitle(words: FeedWords, siteName: string) {
  return (kind: FeedKind, scope: FeedScopeRef, name: string): string => {
    const plural = kind === 'podcast' ? 'Podcasts' : 'Articles';
    switch (scope.kind) {
      case 'site':
        // Names the site already.
        return words[`site${plural}`];
      case 'language':
        return `${words[`${scope.language}${plural}`]} — ${siteName}`;
      case 'tribe':
        return `${withName(words[`tribe${plural}`], name)} — ${siteName}`;
      case 'author':
        return `${withName(words[kind === 'podcast' ? 'podcastFeedOf' : 'articleFeedOf'], name)} — ${siteName}`;
    }
  };
}

function headStrings(language: HeadLanguage, ogLocale: string): HeadStrings {
  const { heads: w } = readStrings<{ heads: HeadWords }>(language, 'heads');
  const { subscribe } = readStrings<{ subscribe: FeedWords }>(language, 'feeds');
  const pages = Object.fromEntries(Object.entries(w.pages).map(([page, { title, description }]) => [page, { title, description: description ?? w.siteDescription }]));
  return {
    siteName: w.siteName,
    pages: pages as HeadStrings['pages'],
    notFoundTitle: w.notFoundTitle,
    notFoundDescription: w.notFoundDescription,
    profileDescription: (name) => withName(w.profileDescription, name),
    by: w.by,
    readMore: w.readMore,
    listen: w.listen,
    watch: w.watch,
    translationLink: w.translationLink,
    ogLocale,
    feedTitle: feedTitle(subscribe, w.siteName),
  };
}

export const HEAD_STRINGS: Record<HeadLanguage, HeadStrings> = { fr: headStrings('fr', 'fr_FR'), en: headStrings('en', 'en_GB') };
