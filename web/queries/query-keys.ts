/**
 * The query keys of the app, one hierarchical factory per resource (style.md: `['articles',
 * 'list', filters]`), so an invalidation names a whole branch (`articleKeys.lists()`) and never
 * misses a key spelled by hand elsewhere.
 */

/** Articles: feed and profile lists, searches, one article (full, or as the search preview). */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: <F extends object>(filters: F) => [...articleKeys.lists(), filters] as const,
  search: <F extends object>(filters: F) => [...articleKeys.all, 'search', filters] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
  /** Under the detail: the story page may keep a richer (offline) entry at `detail(id)`. */
  preview: (id: string) => [...articleKeys.detail(id), 'preview'] as const,
};

/** Users: directory lists (and suggestions), one profile, the signed-in user. */
export const userKeys = {
  all: ['users'] as const,
  list: <F extends object>(filters: F) => [...userKeys.all, 'list', filters] as const,
  detail: (slug: string) => [...userKeys.all, 'detail', slug] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

/** Tribes: random picks and searches. */
export const tribeKeys = {
  all: ['tribes'] as const,
  random: (limit: number) => [...tribeKeys.all, 'random', limit] as const,
  search: (keywords: string) => [...tribeKeys.all, 'search', keywords] as const,
  /** One tribe, not a list: outside `all`, whose entries are lists (active-filters.tsx reads them). */
  one: (id: number) => ['tribe', id] as const,
};

/** Themes: the one list. */
export const themeKeys = {
  all: ['themes'] as const,
  list: () => [...themeKeys.all, 'list'] as const,
};

/** The signed-in user's collections. */
export const collectionKeys = {
  all: ['collections'] as const,
  /** One collection's articles, paged (`GET /api/collections/:id/articles`). */
  articles: (id: string) => [...collectionKeys.all, id, 'articles'] as const,
};

/** Ads, by what was asked. */
export const adKeys = {
  all: ['ads'] as const,
  list: <F extends object>(filters: F) => [...adKeys.all, filters] as const,
};

/** Account activation by code. */
export const authKeys = {
  activation: (code: string) => ['auth', 'activation', code] as const,
};

/** The editor's reference data (tribes by search, themes), kept for offline drafting. */
export const editorKeys = {
  tribes: (keywords: string) => ['editor', 'tribes', keywords] as const,
  themes: () => ['editor', 'themes'] as const,
};

/** The template's static sample data. */
export const templateKeys = {
  data: (name: string) => ['template', name] as const,
};

/** Comments (issue #28): an article's thread per sort, a comment's replies, the moderation lists. */
export const commentKeys = {
  all: ['comments'] as const,
  threads: () => [...commentKeys.all, 'thread'] as const,
  thread: <F extends object>(articleId: string, filters: F) => [...commentKeys.threads(), articleId, filters] as const,
  replies: (commentId: string) => [...commentKeys.all, 'replies', commentId] as const,
  moderation: () => [...commentKeys.all, 'moderation'] as const,
  queue: () => [...commentKeys.moderation(), 'queue'] as const,
  log: () => [...commentKeys.moderation(), 'log'] as const,
};
