// Type-only imports from the contract's crime-map module: its zod schemas stay out of the page's bundle.
import type { CrimeMapData, IntensityLevel } from '@safeogun/contract/crime-map';
import { MAP_INTENSITY } from '@safeogun/contract/constants';
import { lgaKey } from '@safeogun/contract/reference';

export type { IntensityLevel };

/** Each level's colour, the message naming it (crime-map catalogue) and its range of reports. */
export const INTENSITY_STYLE: Record<IntensityLevel, { fill: string; labelId: string; range: string }> = {
  normal: { fill: '#d1d5db', labelId: 'crimeMap.level.normal', range: '0' },
  low: { fill: '#facc15', labelId: 'crimeMap.level.low', range: '1-2' },
  moderate: { fill: '#f97316', labelId: 'crimeMap.level.moderate', range: '3-7' },
  high: { fill: '#dc2626', labelId: 'crimeMap.level.high', range: '8+' },
};

/** Section 4: 0 normal, 1-2 low, 3-7 moderate, 8+ high. */
export function levelOf(count: number): IntensityLevel {
  if (count <= 0) return 'normal';
  if (count >= MAP_INTENSITY.high) return 'high';
  if (count >= MAP_INTENSITY.moderate) return 'moderate';
  return 'low';
}

/** Count per folded LGA key, whichever view (public numbers or signed-in objects) answered. */
export function countsByKey(data: CrimeMapData | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  if (!data) return counts;
  for (const [name, value] of Object.entries(data.crimeMaps))
    counts.set(lgaKey(name), typeof value === 'number' ? value : value.count);
  return counts;
}
