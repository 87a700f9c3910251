/** Reference data of specification section 3 and DECISIONS.md. */

export const LGA_NAMES = [
  'Abeokuta North',
  'Abeokuta South',
  'Ado-Odo/Ota',
  'Ewekoro',
  'Ifo',
  'Ijebu Ode',
  'Ijebu East',
  'Ijebu North',
  'Ijebu North East',
  'Ikenne',
  'Imeko-Afon',
  'Ipokia',
  'Obafemi Owode',
  'Odeda',
  'Odogbolu',
  'Ogun Waterside',
  'Remo North',
  'Sagamu',
  'Yewa North',
  'Yewa South',
] as const;

/** Map and data keys match ignoring spaces, hyphens, slashes and case. */
export function lgaKey(name: string): string {
  return name.toLowerCase().replace(/[\s\-/]+/g, '');
}

export const INCIDENT_TYPES = [
  'Theft',
  'Assault or Abuse',
  'Domestic Violence',
  'Kidnapping',
  'Murder',
  'Police Misconduct',
  'Public Disturbance',
  'Emergency',
] as const;

/** Incident types whose descriptions are withheld on the crime map (DECISIONS.md). */
export const SENSITIVE_INCIDENT_TYPES = [
  'Domestic Violence',
  'Assault or Abuse',
  'Kidnapping',
  'Police Misconduct',
] as const;

export const FEEDBACK_TYPES = ['Complaint', 'Compliment', 'Suggestion', 'Other'] as const;
/** Feedback types that carry a star rating. */
export const RATED_FEEDBACK_TYPES = ['Complaint', 'Compliment'] as const;
export const FEEDBACK_RECIPIENTS = ['Station', 'Officer'] as const;

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const STATES = ['Ogun'] as const;

export const RELATIONSHIPS = [
  'Grand Father',
  'Grand Mother',
  'Husband',
  'Wife',
  'Father',
  'Mother',
  'Brother',
  'Sister',
  'Child',
  'Aunt',
  'Uncle',
  'Niece',
  'Nephew',
  'Father-in-law',
  'Mother-in-law',
  'Guardian',
  'Friend',
  'Other',
] as const;

export const INCIDENT_STATUSES = ['new', 'in-progress', 'on-hold', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  'on-hold': 'On Hold',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Accepts the spellings the specification lists and returns the stored form. */
export function normaliseIncidentStatus(value: string): IncidentStatus | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  switch (key) {
    case 'new':
      return 'new';
    case 'in-progress':
    case 'inprogress':
      return 'in-progress';
    case 'on-hold':
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

export const INCIDENT_STATUS_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  new: ['in-progress', 'on-hold', 'closed'],
  'in-progress': ['on-hold', 'resolved', 'closed'],
  'on-hold': ['in-progress', 'closed'],
  resolved: ['closed', 'in-progress'],
  closed: [],
};

export const REVIEWABLE_STATUSES: readonly IncidentStatus[] = ['resolved', 'closed'];

export const MAP_DATE_RANGES = [
  { value: '24h', label: 'Last 24 Hours' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '3m', label: 'Last 90 Days' },
  { value: '12m', label: 'Last Year' },
] as const;
export type MapDateRange = (typeof MAP_DATE_RANGES)[number]['value'];
export const DEFAULT_MAP_DATE_RANGE: MapDateRange = '7d';

export const NEWS_CATEGORIES = [
  'View all',
  'Security Alerts',
  'Platform Updates',
  'Success Stories',
  'Press Coverage',
] as const;

export const NEWS_SORTS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'popular', label: 'Most popular' },
] as const;
