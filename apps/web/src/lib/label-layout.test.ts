import { describe, expect, it } from 'vitest';
import { labelPriority, visibleLabels, type MapLabel } from './label-layout';

const label = (key: string, cx: number, priority: number): MapLabel => ({
  key,
  cx,
  cy: 100,
  width: 80,
  height: 14,
  priority,
});

describe('visibleLabels', () => {
  const labels = [label('a', 100, 1), label('b', 160, 5), label('c', 400, 2)];

  it('hides the lower-priority label of two that would overlap', () => {
    // At 1 px per unit a and b are 60 px apart, closer than their 80 px widths.
    expect([...visibleLabels(labels, 1)].sort()).toEqual(['b', 'c']);
  });

  it('shows both once the map is zoomed in far enough', () => {
    // At 2 px per unit they are 120 px apart.
    expect([...visibleLabels(labels, 2)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps the selected area, then the area with more reports', () => {
    expect(labelPriority(true, 0, 10)).toBeGreaterThan(labelPriority(false, 50, 5000));
    expect(labelPriority(false, 2, 10)).toBeGreaterThan(labelPriority(false, 1, 90_000));
    expect(labelPriority(false, 1, 200)).toBeGreaterThan(labelPriority(false, 1, 100));
  });
});
