/**
 * The words of the server-made page heads (titles, descriptions, the no-JavaScript summary), in the
 * two interface languages. The web app's own strings live in web/i18n; crawlers and chat apps never
 * run it, so the few words they read are here.
 */
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

const FEED_WORDS = {
  fr: { podcast: 'Podcasts', articles: 'Articles', fr: 'en français', en: 'en anglais' },
  en: { podcast: 'Podcasts', articles: 'Articles', fr: 'in French', en: 'in English' },
};

function feedTitle(language: HeadLanguage) {
  const w = FEED_WORDS[language];
  return (kind: FeedKind, scope: FeedScopeRef, name: string): string => {
    switch (scope.kind) {
      case 'site':
        return `${w[kind]} — Tribus`;
      case 'language':
        return `${w[kind]} ${w[scope.language]} — Tribus`;
      case 'tribe':
        return language === 'fr' ? `${w[kind]} de la tribu ${name} — Tribus` : `${w[kind]} of the ${name} tribe — Tribus`;
      case 'author':
        return language === 'fr' ? `${w[kind]} de ${name} — Tribus` : `${name}'s ${w[kind].toLowerCase()} — Tribus`;
    }
  };
}

const SITE_DESCRIPTION = {
  fr: 'Lisez, écoutez et regardez les histoires des tribus et des cultures, même sans réseau.',
  en: 'Read, listen to and watch the stories of tribes and cultures, even offline.',
};

export const HEAD_STRINGS: Record<HeadLanguage, HeadStrings> = {
  fr: {
    siteName: 'Tribus',
    pages: {
      home: { title: 'Tribus — histoires, podcasts et vidéos', description: SITE_DESCRIPTION.fr },
      articles: { title: 'Articles — Tribus', description: 'Les articles et récits des tribus et des cultures, en français et en anglais.' },
      podcasts: { title: 'Podcasts — Tribus', description: 'Contes, entretiens et reportages à écouter, en français et en anglais.' },
      videos: { title: 'Vidéos — Tribus', description: 'Danses, fêtes, gestes et paysages des cultures, en vidéo.' },
      peoples: { title: 'Auteurs — Tribus', description: 'Les personnes qui racontent leurs tribus et leurs cultures sur Tribus.' },
      about: { title: 'À propos — Tribus', description: SITE_DESCRIPTION.fr },
    },
    notFoundTitle: 'Histoire introuvable — Tribus',
    notFoundDescription: 'Cette histoire n’existe pas ou a été supprimée.',
    profileDescription: (name) => `Les histoires, podcasts et vidéos de ${name} sur Tribus.`,
    by: 'par',
    readMore: 'Lire la suite sur Tribus',
    listen: 'Écouter',
    watch: 'Regarder',
    translationLink: 'Lire en français',
    ogLocale: 'fr_FR',
    feedTitle: feedTitle('fr'),
  },
  en: {
    siteName: 'Tribus',
    pages: {
      home: { title: 'Tribus — stories, podcasts and videos', description: SITE_DESCRIPTION.en },
      articles: { title: 'Articles — Tribus', description: 'Articles and stories of tribes and cultures, in French and English.' },
      podcasts: { title: 'Podcasts — Tribus', description: 'Tales, interviews and reports to listen to, in French and English.' },
      videos: { title: 'Videos — Tribus', description: 'Dances, festivals, crafts and landscapes of cultures, on video.' },
      peoples: { title: 'Authors — Tribus', description: 'The people who tell the stories of their tribes and cultures on Tribus.' },
      about: { title: 'About — Tribus', description: SITE_DESCRIPTION.en },
    },
    notFoundTitle: 'Story not found — Tribus',
    notFoundDescription: 'This story does not exist or was deleted.',
    profileDescription: (name) => `Stories, podcasts and videos by ${name} on Tribus.`,
    by: 'by',
    readMore: 'Read on Tribus',
    listen: 'Listen',
    watch: 'Watch',
    translationLink: 'Read in English',
    ogLocale: 'en_GB',
    feedTitle: feedTitle('en'),
  },
};
