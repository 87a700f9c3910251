/** The boundary data's licence line (CC BY 4.0), shown under every map drawing. */
export const BOUNDARY_ATTRIBUTION =
  'Boundaries: geoBoundaries (Runfola et al. 2020), original source GRID3, CC BY 4.0. Modified.';
