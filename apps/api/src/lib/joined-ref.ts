/**
 * A reference read through a left join: the row's id and name (a station's formation) when the join found it, null
 * when it found none. Both columns are checked, so a dangling id never answers with a null name.
 */
export const namedRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

export const stationRef = (id: number | null, formation: string | null) =>
  id !== null && formation !== null ? { id, formation } : null;
