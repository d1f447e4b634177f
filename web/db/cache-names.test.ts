import { describe, expect, it } from 'vitest';
import * as worker from '#sw/cache-names.ts';
import * as page from './cache-names.ts';

describe('cache names', () => {
  it('are the same in the page and the service worker', () => {
    expect({ ...page }).toEqual({ ...worker });
  });
});
