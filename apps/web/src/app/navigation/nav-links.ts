/** The navigation entries of specification section 2. */
export interface NavLink {
  label: string;
  to: string;
  /** Scrolls to a section of the landing page. */
  hash?: string;
}

export const PUBLIC_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/', hash: 'about' },
  { label: 'FAQs', to: '/', hash: 'faq' },
  { label: 'News', to: '/news' },
  { label: 'Crime Map', to: '/crime-map' },
];

export const SIGNED_IN_LINKS: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Reports', to: '/reports' },
  { label: 'SOS', to: '/sos' },
  { label: 'News', to: '/news' },
  { label: 'Crime Map', to: '/crime-map' },
  { label: 'Feedback', to: '/feedback' },
];

/**
 * The signed-out phone menu: every item of the desktop bar (the specification's drawer list lacked News, Crime Map
 * and FAQs, so a phone visitor could not reach them: issue 13), then the drawer's own Privacy and Terms of Use.
 */
export const PUBLIC_DRAWER_LINKS: NavLink[] = [
  ...PUBLIC_LINKS,
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Sign Up', to: '/sign-up' },
  { label: 'Log In', to: '/login' },
  { label: 'Report Anonymously', to: '/report-anonymously' },
];
