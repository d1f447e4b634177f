/**
 * The 12 news-feed layouts (news-feed-layout/style-1 … style-12): the same sample posts in
 * different arrangements. One screen reads these configs; nothing else differs between styles.
 */
export type CardVariant = 'classic' | 'media-first' | 'overlay' | 'side' | 'compact' | 'framed';
export type WidgetName = 'profileCard' | 'suggestions' | 'events' | 'pages' | 'birthday' | 'weather';

export interface FeedLayout {
  card: CardVariant;
  /** Post columns of the main area on wide screens. */
  columns: 1 | 2 | 3;
  left: WidgetName[];
  right: WidgetName[];
  stories: boolean;
  composer: boolean;
}

export const FEED_LAYOUTS: Record<string, FeedLayout> = {
  'style-1': { card: 'classic', columns: 1, left: [], right: ['suggestions', 'events'], stories: true, composer: true },
  'style-2': { card: 'classic', columns: 1, left: ['profileCard', 'pages'], right: ['suggestions', 'birthday'], stories: false, composer: true },
  'style-3': { card: 'media-first', columns: 2, left: [], right: [], stories: true, composer: false },
  'style-4': { card: 'overlay', columns: 3, left: [], right: [], stories: false, composer: false },
  'style-5': { card: 'side', columns: 1, left: [], right: ['events', 'weather'], stories: false, composer: true },
  'style-6': { card: 'compact', columns: 1, left: [], right: [], stories: false, composer: true },
  'style-7': { card: 'framed', columns: 2, left: [], right: ['suggestions'], stories: false, composer: false },
  'style-8': { card: 'classic', columns: 1, left: ['profileCard', 'events'], right: [], stories: true, composer: true },
  'style-9': { card: 'overlay', columns: 2, left: ['pages'], right: [], stories: false, composer: false },
  'style-10': { card: 'side', columns: 1, left: ['birthday', 'weather'], right: ['suggestions'], stories: false, composer: false },
  'style-11': { card: 'media-first', columns: 3, left: [], right: [], stories: true, composer: false },
  'style-12': { card: 'compact', columns: 2, left: [], right: ['profileCard', 'suggestions', 'pages'], stories: false, composer: true },
};
