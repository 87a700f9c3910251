import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { InstallAppButton } from '../../components/install-app-button';
import { telHref, useContactNumbers } from '../../lib/contact-numbers';

/** Social addresses. No store links: SafeOgun has no store listing yet, so the footer offers to install the web app. */
const SOCIAL_LINKS = [
  { label: 'X (Twitter)', href: 'https://x.com/PoliceNG' },
  { label: 'Facebook', href: 'https://www.facebook.com/ngpolice' },
];

const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
const link = 'hover:text-white hover:underline';

/**
 * The site footer of specification section 2: Home and About as plain labels, installing the web app (in place of
 * the app store links: decision 014), social links, the support address, phone and postal address of the police
 * headquarters, and the current year.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { supportPhone, emergencyNumbers } = useContactNumbers();
  const emergency = emergencyNumbers[0]!;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">SafeOgun</p>
          <p className="mt-2 text-sm">
            The citizen reporting and community-safety platform of the Ogun State Police Command. Not a substitute for
            emergency services: in danger, call{' '}
            <a className="font-semibold text-white underline" href={telHref(emergency.phone)}>
              {emergency.phone}
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
              <Link className={link} to="/transparency">
                Transparency
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
            {emergencyNumbers.map((number) => (
              <p key={`${number.label}-${number.phone}`} data-testid="footer-emergency-number">
                {number.label}:{' '}
                <a className={`${link} whitespace-nowrap`} href={telHref(number.phone)}>
                  {number.phone}
                </a>
              </p>
            ))}
            <p data-testid="footer-support-phone">
              Support line:{' '}
              <a className={`${link} whitespace-nowrap`} href={telHref(supportPhone)}>
                {supportPhone}
              </a>
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
          <p className="mt-3 text-sm">Add SafeOgun to your phone&apos;s home screen. It opens like an app.</p>
          <InstallAppButton className="mt-2 border border-brand-700 text-sm text-white hover:border-white" />
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
