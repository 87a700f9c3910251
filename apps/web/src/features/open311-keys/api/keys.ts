/** Query keys of the Open311 API keys (administrators): under 'admin', emptied when the person changes. */
export const open311KeyKeys = {
  all: ['admin', 'open311-keys'] as const,
};
