import type { PoliceRole } from '@safeogun/contract/roles';

/** Who may open the audit log (GET /admin/audit answers the same roles). */
export const AUDIT_ROLES: readonly PoliceRole[] = ['hq', 'admin'];
export const ADMIN_ROLES: readonly PoliceRole[] = ['admin'];
/** Who publishes security alerts and polls (POST /admin/alerts and /admin/polls answer the same roles). */
export const COMMUNITY_ROLES: readonly PoliceRole[] = ['area_commander', 'hq', 'admin'];

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
  {
    label: 'Community',
    to: '/console/community/alerts',
    roles: COMMUNITY_ROLES,
    current: /^\/console\/community(\/.*)?$/,
  },
  { label: 'Audit log', to: '/console/audit', roles: AUDIT_ROLES },
  // Every administrators' page sits under one link: the section list at /console/admin (ADMIN_SECTIONS).
  {
    label: 'Administration',
    to: '/console/admin',
    roles: ADMIN_ROLES,
    current: /^\/console\/(admin|channels)(\/.*)?$/,
  },
];

export interface AdminSection {
  label: string;
  to: string;
  /** What an administrator does there, in one sentence. */
  description: string;
}

/** The administrators' pages, listed at /console/admin: the console's bar keeps one link for all of them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Police accounts',
    to: '/console/admin/accounts',
    description: 'Roles and postings; disable or enable an account.',
  },
  {
    label: 'Invitations',
    to: '/console/admin/invitations',
    description: 'Invite officers, commanders and HQ staff; resend or revoke a link.',
  },
  {
    label: 'Stations',
    to: '/console/admin/stations',
    description: 'Add, edit, deactivate or import police stations; remove the demo ones.',
  },
  {
    label: 'Area Commands',
    to: '/console/admin/area-commands',
    description: 'Add or rename commands and move LGAs between them.',
  },
  {
    label: 'Incident types',
    to: '/console/admin/incident-types',
    description: 'Add, rename or deactivate types; mark the sensitive ones.',
  },
  {
    label: 'Response-time targets',
    to: '/console/admin/sla-targets',
    description: 'Time to acknowledge and to resolve, per incident type.',
  },
  {
    label: 'Contact numbers',
    to: '/console/admin/contact-numbers',
    description: 'The emergency numbers and support phone shown on /sos and in the footer.',
  },
  {
    label: 'System',
    to: '/console/admin/system',
    description: 'Job queues, failed texts with retry, unacknowledged SOS, the last backup, version and uptime.',
  },
  {
    label: 'News',
    to: '/console/admin/news',
    description: 'Write, schedule and publish articles and security alerts.',
  },
  {
    label: 'Safety tips',
    to: '/console/community/tips',
    description: 'Write, edit, publish and unpublish the safety tips of the community hub, the starter set included.',
  },
  {
    label: 'USSD and SMS channels',
    to: '/console/channels',
    description: 'The gateway callback addresses, and a simulator to try USSD and SMS reporting.',
  },
  {
    label: 'Open311 keys',
    to: '/console/admin/open311-keys',
    description: 'Keys for other civic apps that file reports through Open311.',
  },
  {
    label: 'Data retention',
    to: '/console/admin/retention',
    description: 'The last runs of the retention schedule, a preview of the next, and a run now.',
  },
];

export function linksFor(role: string | null | undefined): ConsoleLink[] {
  return CONSOLE_LINKS.filter((link) => !link.roles || link.roles.some((r) => r === role));
}
