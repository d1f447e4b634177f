import { describe, expect, it } from 'vitest';
import type { OfflineSetRow } from '#web/db/local-rows.ts';
import { evictionCandidates, keptBytes, planEviction, type EvictionCandidate } from './download-rules.ts';

const set = (key: string, items: [string, [string, number][]][], stored?: string[]): OfflineSetRow => ({
  key,
  kind: 'collection',
  targetId: key,
  userId: 'u',
  articleIds: items.map(([id]) => id),
  items: items.map(([articleId, media], i) => ({ articleId, media: media.map(([url, size]) => ({ url, size })), keptAt: i })),
  urls: stored ?? items.flatMap(([, media]) => media.map(([url]) => url)),
  bytes: 0,
  status: 'ready',
  savedAt: 0,
});

describe('storage cap', () => {
  const c = (articleId: string, keptAt: number, bytes: number): EvictionCandidate => ({ setKey: 's', articleId, keptAt, bytes });

  it('frees nothing while the new file fits, or with no cap', () => {
    expect(planEviction([c('a', 1, 50)], () => true, 100, 50, 200)).toEqual({ evict: [], fits: true });
    expect(planEviction([c('a', 1, 50)], () => true, 1e12, 1e12, null)).toEqual({ evict: [], fits: true });
  });

  it('frees finished items oldest first, only as many as needed, never an unfinished one', () => {
    const candidates = [c('new-done', 30, 40), c('unheard', 1, 500), c('old-done', 10, 40), c('mid-done', 20, 40)];
    const done = (id: string) => id.endsWith('done');
    expect(planEviction(candidates, done, 180, 50, 200).evict.map((e) => e.articleId)).toEqual(['old-done']);
    expect(planEviction(candidates, done, 180, 90, 200).evict.map((e) => e.articleId)).toEqual(['old-done', 'mid-done']);
  });

  it('stops (frees nothing) when even every finished item would not make room', () => {
    expect(planEviction([c('done', 1, 10), c('unheard', 2, 900)], (id) => id === 'done', 910, 200, 1000)).toEqual({ evict: [], fits: false });
  });

  it('counts each stored file once across sets, and credits an item only with the files no one else uses', () => {
    const a = set('collection:a', [
      [
        'x',
        [
          ['/m/shared', 100],
          ['/m/x', 10],
        ],
      ],
      ['y', [['/m/y', 20]]],
    ]);
    const b = set(
      'collection:b',
      [
        [
          'z',
          [
            ['/m/shared', 100],
            ['/m/z', 5],
          ],
        ],
      ],
      ['/m/shared'],
    );
    expect(keptBytes([a, b])).toBe(130);
    expect(evictionCandidates([a, b]).map((e) => [e.articleId, e.bytes])).toEqual([
      ['x', 10],
      ['y', 20],
      ['z', 0],
    ]);
  });
});
