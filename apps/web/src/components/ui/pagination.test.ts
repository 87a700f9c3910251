import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const E1 = 'ellipsis-start';
const E2 = 'ellipsis-end';

describe('pageItems (section 9)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('shows first, last and current plus or minus one with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, E2, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, E2, 10]);
    expect(pageItems(5, 10)).toEqual([1, E1, 4, 5, 6, E2, 10]);
    expect(pageItems(7, 10)).toEqual([1, E1, 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, E1, 9, 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
