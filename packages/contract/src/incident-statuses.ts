/** An incident's statuses, their changes and labels: no zod here, so a page that only shows a status stays light. */

/** Stored and emitted statuses (DECISIONS.md). */
export const INCIDENT_STATUSES = ['new', 'in-progress', 'on-hold', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Allowed status changes (DECISIONS.md); only police change status, always with a note. */
export const STATUS_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  new: ['in-progress', 'on-hold', 'closed'],
  'in-progress': ['on-hold', 'resolved', 'closed'],
  'on-hold': ['in-progress', 'closed'],
  resolved: ['closed', 'in-progress'],
  closed: [],
};

/** Reads any spelling the specification lists ("In Progress", "inprogress", "on hold", "solved", ...). */
export function normaliseStatus(value: string | null | undefined): IncidentStatus | null {
  const folded = (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  switch (folded) {
    case 'new':
      return 'new';
    case 'inprogress':
      return 'in-progress';
    case 'onhold':
      return 'on-hold';
    case 'resolved':
    case 'solved':
      return 'resolved';
    case 'closed':
      return 'closed';
    default:
      return null;
  }
}

export const STATUS_LABELS: Record<IncidentStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  'on-hold': 'On Hold',
  resolved: 'Resolved',
  closed: 'Closed',
};

export function isReviewable(status: string | null | undefined): boolean {
  const s = normaliseStatus(status);
  return s === 'resolved' || s === 'closed';
}
