/** The navigation entries of specification section 2. */
export interface NavLink {
  /** The link text's id in the shell catalogue (app/locales/shell). */
  label: string;
  to: string;
  /** Scrolls to a section of the landing page. */
  hash?: string;
}

export const PUBLIC_LINKS: NavLink[] = [
  { label: 'shell.nav.home', to: '/' },
  { label: 'shell.nav.about', to: '/', hash: 'about' },
  { label: 'shell.nav.faqs', to: '/', hash: 'faq' },
  { label: 'shell.nav.news', to: '/news' },
  { label: 'shell.nav.community', to: '/community' },
  { label: 'shell.nav.crimeMap', to: '/crime-map' },
];

export const SIGNED_IN_LINKS: NavLink[] = [
  { label: 'shell.nav.dashboard', to: '/dashboard' },
  { label: 'shell.nav.reports', to: '/reports' },
  { label: 'shell.nav.sos', to: '/sos' },
  { label: 'shell.nav.news', to: '/news' },
  { label: 'shell.nav.community', to: '/community' },
  { label: 'shell.nav.crimeMap', to: '/crime-map' },
  { label: 'shell.nav.feedback', to: '/feedback' },
];

/**
 * The signed-out phone menu: every item of the desktop bar (the specification's drawer list lacked News, Crime Map
 * and FAQs, so a phone visitor could not reach them: issue 13), then the drawer's own Privacy and Terms of Use.
 */
export const PUBLIC_DRAWER_LINKS: NavLink[] = [
  ...PUBLIC_LINKS,
  { label: 'shell.nav.privacy', to: '/privacy' },
  { label: 'shell.nav.termsOfUse', to: '/terms' },
  { label: 'shell.nav.signUp', to: '/sign-up' },
  { label: 'shell.nav.logIn', to: '/login' },
  { label: 'shell.nav.reportAnonymously', to: '/report-anonymously' },
];
