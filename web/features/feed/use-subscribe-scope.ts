import { useEffect, useState } from 'react';
import type { FeedKind, FeedScopeRef } from '#api/schemas/feed-paths.ts';
import { slugify } from '#api/schemas/slug.ts';
import type { FeedFilters } from './api/get-feed.ts';

/** The feeds a list page offers to subscribe to: whose, with what name, which kind first. */
export interface SubscribeScope {
  scope: FeedScopeRef;
  name?: string;
  first: FeedKind;
}

/**
 * The feeds of a list page (issue #26): a tribe-filtered page offers the tribe's (once its own name
 * is known: its feeds are named by the slug of that name, api/seed/data/catalog.ts); the podcasts
 * and articles pages the chosen content language's, else the site's. Other pages offer none.
 * The content language is the reader's, kept in this browser: it applies after the first render,
 * which matches the server's (made for any reader).
 */
export function useSubscribeScope(type: FeedFilters['type'], filters: FeedFilters, tribe: { name: string; known: boolean }): SubscribeScope | null {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const first: FeedKind = type === 1 ? 'articles' : 'podcast';
  if (filters.tribe) return tribe.known ? { scope: { kind: 'tribe', slug: slugify(tribe.name) }, name: tribe.name, first } : null;
  if (type !== 1 && type !== 2) return null;
  if (hydrated && filters.lang) return { scope: { kind: 'language', language: filters.lang }, first };
  return { scope: { kind: 'site' }, first };
}
