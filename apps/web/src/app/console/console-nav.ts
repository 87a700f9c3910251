import type { PoliceRole } from '@safeogun/contract/roles';

/** Who may open the audit log (GET /admin/audit answers the same roles). */
export const AUDIT_ROLES: readonly PoliceRole[] = ['hq', 'admin'];
export const ADMIN_ROLES: readonly PoliceRole[] = ['admin'];

export interface ConsoleLink {
  label: string;
  to: string;
  /** Roles that see the link; every police role when absent. */
  roles?: readonly PoliceRole[];
  /** Where the link counts as the current page (the queue: itself and the cases opened from it). */
  current?: RegExp;
}

/** The console's navigation: only pages that exist, each for the roles that may open it. */
export const CONSOLE_LINKS: readonly ConsoleLink[] = [
  { label: 'Queue', to: '/console', current: /^\/console(\/incidents\/[^/]+)?\/?$/ },
  { label: 'SOS board', to: '/console/sos' },
  { label: 'Feedback', to: '/console/feedback', current: /^\/console\/feedback(\/.*)?$/ },
  { label: 'Audit log', to: '/console/audit', roles: AUDIT_ROLES },
  { label: 'Accounts', to: '/console/admin/accounts', roles: ADMIN_ROLES },
  { label: 'Invitations', to: '/console/admin/invitations', roles: ADMIN_ROLES },
  // One link for the reference data (stations, Area Commands, incident types and their targets, contact numbers):
  // its pages link to one another, and the header keeps the width it had.
  {
    label: 'Setup',
    to: '/console/admin/stations',
    roles: ADMIN_ROLES,
    current: /^\/console\/admin\/(stations|area-commands|incident-types|sla-targets|contact-numbers)\/?$/,
  },
];

export function linksFor(role: string | null | undefined): ConsoleLink[] {
  return CONSOLE_LINKS.filter((link) => !link.roles || link.roles.some((r) => r === role));
}
