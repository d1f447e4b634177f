import { scene } from './people.ts';
import type { NamesUnder } from '#web/lib/string-keys.ts';

/** Sample posts of the news feeds, timelines and page homes; the text is `tplSamples.posts.<id>`. */
export interface SamplePost {
  id: NamesUnder<'tplSamples.posts'>;
  author: string;
  minutesAgo: number;
  image: string | null;
  likes: number;
  comments: number;
  shares: number;
}

/** A post the visitor wrote in the composer (kept on the page only): its own text. */
export interface OwnPost extends Omit<SamplePost, 'id'> {
  id: `own-${number}`;
  text: string;
}

export const POSTS: SamplePost[] = [
  { id: 'p1', author: 'nadia', minutesAgo: 12, image: scene('sea-sunset'), likes: 128, comments: 24, shares: 6 },
  { id: 'p2', author: 'kofi', minutesAgo: 95, image: null, likes: 54, comments: 11, shares: 2 },
  { id: 'p3', author: 'sofia', minutesAgo: 260, image: scene('mountains'), likes: 342, comments: 58, shares: 19 },
  { id: 'p4', author: 'thabo', minutesAgo: 1440, image: scene('night-city'), likes: 87, comments: 9, shares: 4 },
  { id: 'p5', author: 'lea', minutesAgo: 2900, image: scene('forest'), likes: 211, comments: 33, shares: 12 },
  { id: 'p6', author: 'yuki', minutesAgo: 4400, image: scene('savanna'), likes: 76, comments: 7, shares: 1 },
];
