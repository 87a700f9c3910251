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

export const PUBLIC_DRAWER_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/', hash: 'about' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Sign Up', to: '/sign-up' },
  { label: 'Log In', to: '/login' },
  { label: 'Report Anonymously', to: '/report-anonymously' },
];
