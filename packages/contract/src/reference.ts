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

export const MAP_DATE_RANGES = [
  { value: '24h', label: 'Last 24 Hours' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '3m', label: 'Last 90 Days' },
  { value: '12m', label: 'Last Year' },
] as const;
export type MapDateRange = (typeof MAP_DATE_RANGES)[number]['value'];
export const DEFAULT_MAP_DATE_RANGE: MapDateRange = '7d';
