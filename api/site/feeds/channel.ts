import type { ResolvedScope } from '../../repositories/feeds.ts';
import { feedPath as feedPathOf, type FeedKind } from '../../schemas/feed-paths.ts';
import { artworkPath } from './artwork.ts';

export type { FeedKind };

export const SITE_NAME = 'Tribus';

/** What a channel says about itself, in the channel's language. */
export interface Channel {
  kind: FeedKind;
  title: string;
  description: string;
  /** The page of the site that shows the same things. */
  link: string;
  /** This feed's own URL (`atom:link rel=self`, `podcast:guid`). */
  feedUrl: string;
  language: 'fr' | 'en';
  imageUrl: string;
  /** Who publishes it: the author for an author's feed, the site otherwise. */
  ownerName: string;
  /** The operator's contact (`FEED_OWNER_EMAIL`), which podcast directories verify ownership with. */
  ownerEmail: string | null;
}

const TEXT = {
  fr: {
    podcast: 'podcasts',
    articles: 'articles',
    site: (k: FeedKind) => `Les ${TEXT.fr[k]} de ${SITE_NAME} : histoires, savoirs et voix des tribus, en français et en anglais.`,
    tribe: (k: FeedKind, name: string) => `Les ${TEXT.fr[k]} de ${SITE_NAME} sur la tribu ${name}.`,
    language: (k: FeedKind) => `Les ${TEXT.fr[k]} en français de ${SITE_NAME}.`,
    author: (k: FeedKind, name: string) => `Les ${TEXT.fr[k]} de ${name} sur ${SITE_NAME}.`,
    languageTitle: 'en français',
  },
  en: {
    podcast: 'podcasts',
    articles: 'articles',
    site: (k: FeedKind) => `${SITE_NAME} ${TEXT.en[k]}: stories, knowledge and voices of the tribes, in French and English.`,
    tribe: (k: FeedKind, name: string) => `${SITE_NAME} ${TEXT.en[k]} about the ${name} tribe.`,
    language: (k: FeedKind) => `${SITE_NAME} ${TEXT.en[k]} in English.`,
    author: (k: FeedKind, name: string) => `${name}'s ${TEXT.en[k]} on ${SITE_NAME}.`,
    languageTitle: 'in English',
  },
};

/** The stable path of a feed (api/schemas/feed-paths.ts). */
export function feedPath(kind: FeedKind, scope: ResolvedScope): string {
  if (scope.kind === 'author') return feedPathOf(kind, { kind: 'author', slug: scope.author.slug });
  if (scope.kind === 'tribe') return feedPathOf(kind, { kind: 'tribe', slug: scope.tribe.slug });
  return feedPathOf(kind, scope);
}

/** The channel of a feed. The site is French first, so mixed-language channels say `fr`. */
export function channelFor(kind: FeedKind, scope: ResolvedScope, base: string, ownerEmail: string | null): Channel {
  const list = kind === 'podcast' ? '/podcasts' : '/articles';
  const common = { kind, feedUrl: base + feedPath(kind, scope), imageUrl: base + artworkPath('site'), ownerName: SITE_NAME, ownerEmail };
  switch (scope.kind) {
    case 'site':
      return { ...common, title: `${SITE_NAME} — ${TEXT.fr[kind]}`, description: TEXT.fr.site(kind), link: base + list, language: 'fr' };
    case 'language': {
      const text = TEXT[scope.language];
      return { ...common, title: `${SITE_NAME} — ${text[kind]} ${text.languageTitle}`, description: text.language(kind), link: base + list, language: scope.language };
    }
    case 'tribe':
      return {
        ...common,
        title: `${scope.tribe.name} — ${SITE_NAME}`,
        description: TEXT.fr.tribe(kind, scope.tribe.name),
        link: `${base}${list}?tr=${encodeURIComponent(`${scope.tribe.slug}-${scope.tribe.id}`)}`,
        language: 'fr',
      };
    case 'author': {
      const { author } = scope;
      const language = author.language === 'en' ? 'en' : 'fr';
      return {
        ...common,
        title: `${author.name} — ${SITE_NAME}`,
        description: author.presentation?.trim() || TEXT[language].author(kind, author.name),
        link: `${base}/people/${encodeURIComponent(author.slug)}`,
        language,
        imageUrl: base + artworkPath(author.picture?.id ?? 'site'),
        ownerName: author.name,
      };
    }
  }
}
