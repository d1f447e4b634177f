import { Link, useLocation } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '#api/schemas/list.ts';
import type { Tribe } from '#api/schemas/tribe.ts';
import { Icon } from '#web/components/icon.tsx';
import { themeTitle, useThemes } from '#web/queries/themes.ts';
import { useFeed, type FeedFilters } from '../api/get-feed.ts';
import type { HomeSearch } from '../home-search.ts';
import { tribeKeys } from '#web/queries/query-keys.ts';
import { tribeQueryOptions } from '#web/queries/tribes.ts';

/** "bamileke-12" → "Bamileke": the name carried by the link, while the tribe's own is asked for (or offline). */
function nameFromParam(param: string | undefined): string {
  const words = (param ?? '').split('-').slice(0, -1).join(' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/**
 * The tribe name (`known`: the tribe's own, not the link's stand-in): every article of a tribe-filtered feed carries the tribe (with its name), and the
 * random row may hold it too; only when neither does (a tribe with no article yet, not in the row)
 * is the tribe asked for, and the link's slug stands in meanwhile.
 */
export function useTribeName(filters: FeedFilters, param: string | undefined): { name: string; known: boolean } {
  const feed = useFeed(filters);
  const queryClient = useQueryClient();
  const fromFeed = filters.tribe ? feed.data?.pages[0]?.items[0]?.tribe.find((tribe) => tribe.id === filters.tribe)?.name : undefined;
  const fromLists =
    filters.tribe && !fromFeed
      ? queryClient
          .getQueriesData<ListResponse<Tribe>>({ queryKey: tribeKeys.all })
          .flatMap(([, list]) => list?.items ?? [])
          .find((tribe) => tribe.id === filters.tribe)?.name
      : undefined;
  const known = fromFeed ?? fromLists;
  // Asked only once the feed has answered without naming it: the feed usually does.
  const asked = useQuery({ ...tribeQueryOptions(filters.tribe ?? 0), enabled: Boolean(filters.tribe) && !known && feed.isFetched });
  if (!filters.tribe) return { name: '', known: false };
  const real = known ?? asked.data?.name;
  return { name: real ?? (nameFromParam(param) || `#${filters.tribe}`), known: real !== undefined };
}

/** Draws the Follow toggle of a filtered tribe or theme (the follows feature, composed in by the route). */
export type FollowAction = (target: { kind: 'tribes' | 'themes'; id: number; name: string }) => ReactNode;

/** The active tribe and theme filters as chips, each with its Follow toggle; removing one keeps the other. */
export function ActiveFilters({ filters, search, followAction }: { filters: FeedFilters; search: HomeSearch; followAction?: FollowAction }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const themes = useThemes();
  const tribeName = useTribeName(filters, search.tr).name;
  if (!filters.tribe && !filters.theme) return null;
  const theme = themes.data?.items.find((item) => item.id === filters.theme);
  const themeName = theme ? themeTitle(theme, i18n.language) : nameFromParam(search.th) || `#${filters.theme}`;

  const chips: { key: 'tr' | 'th'; kind: 'tribes' | 'themes'; id: number; label: string; name: string }[] = [];
  if (filters.tribe) chips.push({ key: 'tr', kind: 'tribes', id: filters.tribe, label: t('home.tribeFilter', { name: tribeName }), name: tribeName });
  if (filters.theme) chips.push({ key: 'th', kind: 'themes', id: filters.theme, label: t('home.themeFilter', { name: themeName }), name: themeName });

  return (
    <ul className="active-filters" aria-label={t('home.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key} className="filter-chip">
          <span>{chip.label}</span>
          <Link to={pathname} search={(prev: HomeSearch) => ({ ...prev, [chip.key]: undefined })} className="filter-chip__remove" aria-label={t('home.removeFilter', { name: chip.name })}>
            <Icon name="x" size={16} />
          </Link>
          {followAction?.({ kind: chip.kind, id: chip.id, name: chip.name })}
        </li>
      ))}
    </ul>
  );
}
