import { runFeedsBench } from '../feeds.ts';
import type { BenchSection } from '../section.ts';

/** RSS rendering of a 1,000-episode podcast feed (issue #14). */
export const section: BenchSection = {
  name: 'feeds',
  summary: 'podcast and article RSS feeds of 1,000 episodes: GET, load and render',
  order: 40,
  run: () => runFeedsBench(),
};
