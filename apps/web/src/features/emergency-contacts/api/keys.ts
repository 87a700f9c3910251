/** Query keys of the emergency-contacts feature, under the signed-in person's user id. */
export const emergencyContactKeys = {
  list: (userId: string | null) => ['emergency-contacts', userId] as const,
};
