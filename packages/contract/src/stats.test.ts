import { describe, expect, it } from 'vitest';
import { groupDigits, landingFigure, MARKETING_FLOORS } from './constants';

describe('landingFigure', () => {
  it('says the live count below the floor', () => {
    expect(landingFigure(0, MARKETING_FLOORS.reports)).toBe('0');
    expect(landingFigure(37, MARKETING_FLOORS.reports)).toBe('37');
    expect(landingFigure(1999, MARKETING_FLOORS.reports)).toBe('1,999');
  });

  it("says the specification's figure from the floor up", () => {
    expect(landingFigure(2000, MARKETING_FLOORS.reports)).toBe('2,000+');
    expect(landingFigure(5321, MARKETING_FLOORS.reports)).toBe('2,000+');
    expect(landingFigure(4000, MARKETING_FLOORS.users)).toBe('4,000+');
  });
});

describe('groupDigits', () => {
  it('writes a whole number as Intl.NumberFormat does in English, Yoruba and Pidgin', () => {
    for (const locale of ['en', 'yo', 'pcm']) {
      const format = new Intl.NumberFormat(locale);
      for (const n of [0, 7, 42, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2_000_000_000]) {
        expect(groupDigits(n)).toBe(format.format(n));
      }
    }
  });
});
