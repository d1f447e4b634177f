import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchResultsScreen } from '#web/features/search/components/search-results-screen.tsx';

/** `/search?q=…`: the search's results view (Enter in the header search, issue #25). */
const SearchPageSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), '') });

export const Route = createFileRoute('/_main/search')({
  validateSearch: (search: Record<string, unknown>) => v.parse(SearchPageSchema, search),
  component: function Screen() {
    const { q } = Route.useSearch();
    return <SearchResultsScreen keywords={q.trim()} />;
  },
});
