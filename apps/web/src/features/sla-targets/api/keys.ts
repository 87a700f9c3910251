/** Query keys of the response-time targets (administrators): under 'admin', emptied when the person changes. */
export const slaTargetKeys = {
  all: ['admin', 'sla-targets'] as const,
};
