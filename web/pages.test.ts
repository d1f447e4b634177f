import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageAt, pathOfId } from '#api/schemas/pages.ts';
import { routeTree } from './route-tree.gen.ts';

/**
 * The page table (api/schemas/pages.ts) and the router (web/routes/) name the same pages: the server
 * renders, heads and preloads from the table, so a route missing from it would quietly get none.
 */
describe('the page table', () => {
  const router = createRouter({ routeTree, context: { queryClient: new QueryClient() } });
  const routeIds = Object.keys(router.routesById).filter((id) => id !== '__root__');

  it('has an entry for every route of the router, and no entry the router lacks', () => {
    const tableIds = PAGES.map((page) => page.id);
    expect(
      routeIds.filter((id) => !tableIds.includes(id)),
      'routes missing from api/schemas/pages.ts',
    ).toEqual([]);
    expect(
      tableIds.filter((id) => !routeIds.includes(id)),
      'entries of api/schemas/pages.ts with no route',
    ).toEqual([]);
    expect(new Set(tableIds).size).toBe(tableIds.length);
  });

  it('gives each route the path the router gives it, and finds the page of a path as the router does', () => {
    for (const id of routeIds) {
      const route = router.routesById[id as keyof typeof router.routesById];
      if (id.split('/').at(-1)!.startsWith('_')) continue; // A layout has no page of its own.
      expect(pathOfId(id), id).toBe(route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''));
    }
    expect(pageAt('/')?.id).toBe('/_main/');
    expect(pageAt('/story/a-title-0123')?.id).toBe('/_main/story/$id');
    expect(pageAt('/others/login')?.id).toBe('/others/login');
    expect(pageAt('/others/faq')?.id).toBe('/_tpl/others/$page');
    expect(pageAt('/news-feed-layout')?.id).toBe('/_tpl/news-feed-layout/');
    expect(pageAt('/no/such/page')).toBeNull();
  });
});
