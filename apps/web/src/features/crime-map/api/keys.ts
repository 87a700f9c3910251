import type { MapDateRange } from '@safeogun/contract/reference';

export interface CrimeMapFilters {
  lgaId: number | null;
  incidentTypeId: number | null;
  dateRange: MapDateRange;
}

/** Query keys of the crime-map feature; the signed-in view (with its details table) sits under the user id. */
export const crimeMapKeys = {
  lgas: ['crime-map', 'lgas'] as const,
  incidentTypes: ['crime-map', 'incident-types'] as const,
  map: (userId: string | null, filters: CrimeMapFilters, page: number) =>
    ['crime-map', userId ?? 'public', filters, page] as const,
};
