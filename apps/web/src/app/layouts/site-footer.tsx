import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@safeogun/contract/constants';

/** Store and social addresses. The store links search for the app until its listing addresses are published. */
const APP_LINKS = [
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/search?q=SafeOgun&c=apps' },
  { label: 'Download on the App Store', href: 'https://apps.apple.com/ng/search?term=SafeOgun' },
];
const SOCIAL_LINKS = [
  { label: 'X (Twitter)', href: 'https://x.com/PoliceNG' },
  { label: 'Facebook', href: 'https://www.facebook.com/ngpolice' },
];

const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
const link = 'hover:text-white hover:underline';

/**
 * The site footer of specification section 2: Home and About as plain labels, app store and social links, the
 * support address, phone and postal address of the police headquarters, and the current year.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">SafeOgun</p>
          <p className="mt-2 text-sm">
            The citizen reporting and community-safety platform of the Ogun State Police Command. Not a substitute for
            emergency services: in danger, call{' '}
            <a className="font-semibold text-white underline" href="tel:112">
              112
            </a>
            .
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={heading}>SafeOgun</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>Home</li>
            <li>About</li>
            <li>
              <Link className={link} to="/news">
                News
              </Link>
            </li>
            <li>
              <Link className={link} to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={link} to="/terms-of-use">
                Terms of Use
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>Ogun State Police Command Headquarters, Eleweran, Abeokuta, Ogun State</p>
            <p>
              <span>
                Emergency line:{' '}
                <a className={link} href={`tel:${SUPPORT_PHONE}`}>
                  {SUPPORT_PHONE}
                </a>
              </span>
            </p>
            <p>
              <span>
                Support:{' '}
                <a className={link} href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              </span>
            </p>
          </address>
        </div>
        <div>
          <h2 className={heading}>Get the app</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {APP_LINKS.map((app) => (
              <li key={app.href}>
                <a
                  className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 hover:border-white hover:text-white"
                  href={app.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {app.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-5`}>Follow us</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a className={link} href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800 px-4 py-4 text-center text-xs">
        © <span data-testid="footer-year">{year}</span> Ogun State Police Command. All rights reserved.
      </div>
    </footer>
  );
}
