import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.ts';

describe('card titles (spec §9)', () => {
  it('keeps titles of 25 characters or less', () => {
    expect(truncate('Short title')).toBe('Short title');
    expect(truncate('a'.repeat(25))).toBe('a'.repeat(25));
  });
  it('cuts longer titles to 25 characters plus an ellipsis', () => {
    expect(truncate('The long history of the Bamiléké kingdoms')).toBe('The long history of the B…');
    expect(truncate('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
  });
  it('counts accented and astral characters as one', () => {
    expect(truncate('é'.repeat(30))).toBe(`${'é'.repeat(25)}…`);
  });
});
