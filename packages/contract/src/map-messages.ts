/** The crime map's messages (specification section 8), apart from messages.ts, which re-exports them. */
export const MAP_MESSAGES = {
  locationsFailed: 'Failed to load locations',
  typesFailed: 'Failed to load crime types',
  dataFailed: 'Failed to load crime data. Please try again.',
  dataFailedToast: 'Failed to load crime data',
  loading: 'Loading map data...',
  updating: 'Updating map...',
  bannerAuthenticated: 'Authenticated - Viewing detailed crime data',
  bannerPublic: 'Public view - Limited data available. Sign in for detailed information.',
  smallScreenHint: 'Pinch to zoom • Drag to pan',
  clickForDetails: 'Click for detailed view',
  noDescription: 'No description provided',
  noDetails: 'No detailed crime data available',
  noDetailsHint: 'Try selecting a different location or adjusting your filters.',
  authRequiredTitle: 'Detailed Information Requires Authentication',
  teaserBanner: 'Log in to see detailed reports, filters, and incident history.',
} as const;

export function mapSelectedEmpty(area: string) {
  return {
    title: `${area} Selected`,
    body: 'No detailed crime reports found for this location in the selected time period. Try adjusting your filters or selecting a different date range.',
  };
}

export function mapAuthRequiredBody(area: string) {
  return `Sign in to view detailed crime information for ${area}. Public users can only see crime count and intensity levels.`;
}
