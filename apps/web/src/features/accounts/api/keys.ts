/** Query keys of the accounts feature; a signed-in person's data sits under their user id. */
export const accountKeys = {
  config: ['auth', 'config'] as const,
  me: (userId: string | null) => ['user', userId, 'me'] as const,
  notificationPreferences: (userId: string | null) => ['user', userId, 'notification-preferences'] as const,
  nearbyStations: (params: { latitude: number; longitude: number; radius: number } | null) =>
    ['accounts', 'nearby-stations', params] as const,
};
