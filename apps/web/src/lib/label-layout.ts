/** A map label: its area's centre in canvas units and its size in screen pixels (the same at every zoom). */
export interface MapLabel {
  key: string;
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Higher is placed first: the selected area, then the areas with more reports, then the larger ones. */
  priority: number;
}

/** Screen pixels kept clear between two shown labels. */
const GAP = 4;

/**
 * The labels to show when one canvas unit is `pxPerUnit` screen pixels (the map's scale times its zoom): in order of
 * priority, each label whose box overlaps none already shown. Labels keep their pixel size while the map zooms, so
 * zooming out hides the ones that would collide and zooming in brings them back.
 */
export function visibleLabels(labels: readonly MapLabel[], pxPerUnit: number): Set<string> {
  const shown: MapLabel[] = [];
  for (const label of [...labels].sort((a, b) => b.priority - a.priority)) {
    const clash = shown.some(
      (other) =>
        Math.abs(label.cx - other.cx) * pxPerUnit < (label.width + other.width) / 2 + GAP &&
        Math.abs(label.cy - other.cy) * pxPerUnit < (label.height + other.height) / 2 + GAP,
    );
    if (!clash) shown.push(label);
  }
  return new Set(shown.map((label) => label.key));
}

/** The priority of an area's label: selected first, then by reports, then by drawn size (under 1e6 canvas units²). */
export function labelPriority(selected: boolean, count: number, size: number): number {
  return (selected ? 1e12 : 0) + count * 1e6 + Math.min(size, 1e6 - 1);
}
