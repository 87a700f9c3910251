/**
 * Who an account is. Citizens file reports; the four police roles work them, each with a wider reach (issue 11):
 * an officer one station (and its LGA), an area commander one Area Command's LGAs, HQ the whole state, and an
 * administrator everything HQ has plus accounts and reference data. A police account is never a citizen.
 */
export const POLICE_ROLES = ['officer', 'area_commander', 'hq', 'admin'] as const;
export type PoliceRole = (typeof POLICE_ROLES)[number];

export const ROLES = ['citizen', ...POLICE_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const isPoliceRole = (role: string | null | undefined): role is PoliceRole =>
  (POLICE_ROLES as readonly string[]).includes(role ?? '');

/** Roles that see the whole state (State HQ). */
export const STATE_WIDE_ROLES = ['hq', 'admin'] as const satisfies readonly PoliceRole[];
export const isStateWide = (role: string | null | undefined): boolean =>
  (STATE_WIDE_ROLES as readonly string[]).includes(role ?? '');

export const ROLE_LABELS: Record<Role, string> = {
  citizen: 'Citizen',
  officer: 'Officer',
  area_commander: 'Area commander',
  hq: 'State HQ',
  admin: 'Administrator',
};

/**
 * The demo Area Commands the embedded default seeds, grouping the 20 LGAs by Ogun's divisions. Real commands are
 * entered by administrators; these are labelled "(demo)" wherever they are shown.
 */
export const DEMO_AREA_COMMANDS: ReadonlyArray<{ name: string; lgas: readonly string[] }> = [
  {
    name: 'Egba Area Command (demo)',
    lgas: ['Abeokuta North', 'Abeokuta South', 'Odeda', 'Obafemi Owode', 'Ewekoro', 'Ifo'],
  },
  { name: 'Yewa Area Command (demo)', lgas: ['Yewa North', 'Yewa South', 'Imeko-Afon', 'Ipokia', 'Ado-Odo/Ota'] },
  {
    name: 'Ijebu Area Command (demo)',
    lgas: ['Ijebu Ode', 'Ijebu East', 'Ijebu North', 'Ijebu North East', 'Odogbolu', 'Ogun Waterside'],
  },
  { name: 'Remo Area Command (demo)', lgas: ['Sagamu', 'Ikenne', 'Remo North'] },
];
