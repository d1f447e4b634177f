import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, PhoneNumberSchema } from './user.ts';

const issue = (input: string) => v.safeParse(PhoneNumberSchema, input).issues?.[0]?.message;

describe('PhoneNumberSchema (issue #25: phone numbers as people write them)', () => {
  it.each([
    ['+237 6 99 12 34 56', '237699123456'],
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['06-12-34-56-78', '0612345678'],
    ['(+33) 6 12 34 56 78', '33612345678'],
    ['+1 (415) 555-0123', '14155550123'],
    ['  0612345678  ', '0612345678'],
    ['+237\u00a0699\u202f123\u2009456', '237699123456'],
  ])('accepts %j and keeps its digits %j', (input, digits) => {
    expect(v.parse(PhoneNumberSchema, input)).toBe(digits);
  });

  it('applies the 9–15 digits rule to the digits, not to what was typed', () => {
    // 8 digits, even written long, are too few; 16 digits, even with a +, are too many.
    expect(issue('+33 6 12 34 5')).toBe('min_length');
    expect(issue('12 34 56 78')).toBe('min_length');
    expect(issue('+1234 5678 9012 3456')).toBe('max_length');
    expect(v.parse(PhoneNumberSchema, '+123 456 789 012 345')).toBe('123456789012345');
  });

  it('still refuses letters, other signs and a + that does not lead', () => {
    expect(issue('06 12 AB 56 78')).toBe('numeric');
    expect(issue('06/12/34/56/78')).toBe('numeric');
    expect(issue('0612+345678')).toBe('numeric');
    expect(issue('++33612345678')).toBe('numeric');
    expect(issue('')).toBe('min_length');
  });

  it('normalises only separators', () => {
    expect(normalizePhoneNumber('+237 6-99.(12)')).toBe('23769912');
  });
});
