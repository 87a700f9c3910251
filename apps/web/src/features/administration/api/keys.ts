/** Query keys of the administration pages: under 'admin', emptied when the person changes. */
export const adminKeys = {
  stations: (filter: object) => ['admin', 'stations', filter] as const,
  allStations: ['admin', 'stations'] as const,
  areaCommands: ['admin', 'area-commands'] as const,
  incidentTypes: ['admin', 'incident-types'] as const,
  lgas: ['options', 'lgas'] as const,
};
