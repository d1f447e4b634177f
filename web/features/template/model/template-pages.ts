import type { TFunction } from 'i18next';

/**
 * The template pages (spec §2 "Template routes" and "Lazy groups"). Routes validate their params
 * against these lists; the directory, mobile menu and header search list them.
 */
export const NEWS_FEED_STYLES = Array.from({ length: 12 }, (_, i) => `style-${i + 1}`);
export const PROFILE_TABS = ['timeline', 'about', 'friends', 'gallery', 'activity-feed', 'tab', 'friend-profile'] as const;
export const FAVORITE_TABS = ['page-listing', 'page-home', 'about', 'review', 'gallery', 'tab'] as const;
export const OTHERS_PAGES = ['event-calendar', 'birthday', 'weather', 'music', 'games', 'tab'] as const;
export const OTHERS_STANDALONE = ['help-support', 'messenger', 'setting', 'help-article', 'login', 'register'] as const;
export const COMPANY_PAGES = ['about', 'contact'] as const;
export const ELEMENT_PAGES = ['buttons', 'forms'] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];
export type FavoriteTab = (typeof FAVORITE_TABS)[number];
export type OthersPage = (typeof OTHERS_PAGES)[number];
export type CompanyPage = (typeof COMPANY_PAGES)[number];
export type ElementPage = (typeof ELEMENT_PAGES)[number];

/** Whether `value` is one of `list` (narrows route params). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export const TEMPLATE_PAGE_GROUPS: { group: 'newsFeed' | 'profile' | 'favorite' | 'others' | 'company' | 'element'; paths: string[] }[] = [
  { group: 'newsFeed', paths: NEWS_FEED_STYLES.map((style) => `news-feed-layout/${style}`) },
  { group: 'profile', paths: PROFILE_TABS.map((tab) => `profile/${tab}`) },
  { group: 'favorite', paths: FAVORITE_TABS.map((tab) => `favorite/${tab}`) },
  { group: 'others', paths: [...OTHERS_PAGES, ...OTHERS_STANDALONE].map((page) => `others/${page}`) },
  { group: 'company', paths: COMPANY_PAGES.map((page) => `company/${page}`) },
  { group: 'element', paths: ELEMENT_PAGES.map((page) => `element/${page}`) },
];

/** The visible name of a template page path ('profile/timeline' → "Timeline"). */
export function pageLabel(t: TFunction, path: string): string {
  const style = /^news-feed-layout\/style-(\d+)$/.exec(path);
  if (style) return t('template.styleName', { n: style[1] ?? '' });
  if (path === '') return t('template.mainSite');
  return t(`template.pageNames.${path}`, { defaultValue: path });
}
