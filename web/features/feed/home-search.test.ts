import { describe, expect, it } from 'vitest';
import { feedFiltersFrom, validateHomeSearch } from './home-search.ts';

describe('home filters (spec §2)', () => {
  it('takes the tribe and theme ids from the last dash-separated segment', () => {
    const search = validateHomeSearch({ tr: 'bamileke-12', th: 'culture-3' });
    expect(feedFiltersFrom(2, search)).toEqual({ type: 2, tribe: 12, theme: 3 });
  });
  it('ignores malformed values instead of failing', () => {
    expect(feedFiltersFrom(undefined, validateHomeSearch({ tr: 'nope', th: { x: 1 } }))).toEqual({});
  });
  it('keeps the activation code', () => {
    expect(validateHomeSearch({ code: 'abc123' })).toEqual({ code: 'abc123' });
  });
});
