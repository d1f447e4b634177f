import { runOfflineSearchBench } from '../offline-search.ts';
import type { BenchSection } from '../section.ts';

/** The page's full-text index of kept articles (issue 12): first build, warm searches, persistence cost. */
export const section: BenchSection = {
  name: 'offline-search',
  summary: 'offline full-text search (MiniSearch) over 200 and 1,000 kept articles: build, search, serialize',
  order: 45,
  run: () => runOfflineSearchBench(),
};
