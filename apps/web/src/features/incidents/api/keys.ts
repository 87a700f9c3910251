/** Query keys of the incidents feature; a signed-in person's reports and drafts sit under their user id. */
export const incidentKeys = {
  /** Everything of this person's: their lists and their reports. */
  mine: (userId: string | null) => ['incidents', userId] as const,
  lists: (userId: string | null) => ['incidents', userId, 'list'] as const,
  list: (userId: string | null, kind: 'reports' | 'drafts', page: number) =>
    ['incidents', userId, 'list', kind, page] as const,
  detail: (userId: string | null, id: string | undefined) => ['incidents', userId, 'one', id] as const,
  types: ['incidents', 'types'] as const,
  nearbyStations: (point: { latitude: number; longitude: number } | null) =>
    ['incidents', 'nearby-stations', point?.latitude, point?.longitude] as const,
};
