/** Query keys of the channels simulator (administrators): under 'admin', emptied when the person changes. */
export const channelKeys = {
  settings: ['admin', 'channels'] as const,
  texts: (phone: string) => ['admin', 'channels', 'sms', phone] as const,
};
