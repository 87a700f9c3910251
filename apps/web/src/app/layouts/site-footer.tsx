import { Link } from 'react-router';
import { Trans } from '@lingui/react';
import { SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { InstallAppButton } from '../../components/install-app-button';
import { telHref, useContactNumbers } from '../../lib/contact-numbers';
import { useShellMessages } from '../locales/shell/messages';
import { BRAND_NAME } from '../brand';

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
  const { _ } = useShellMessages();
  const year = new Date().getFullYear();
  const { supportPhone, emergencyNumbers } = useContactNumbers();
  const emergency = emergencyNumbers[0]!;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND_NAME}</p>
          <p className="mt-2 text-sm">
            <Trans
              id="shell.footer.about"
              values={{ phone: emergency.phone }}
              components={{
                // The message's own text (the number) replaces this content.
                0: (
                  <a className="font-semibold text-white underline" href={telHref(emergency.phone)}>
                    {emergency.phone}
                  </a>
                ),
              }}
            />
          </p>
        </div>
        <nav aria-label={_('shell.footer.nav')}>
          <h2 className={heading}>{BRAND_NAME}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>{_('shell.nav.home')}</li>
            <li>{_('shell.nav.about')}</li>
            <li>
              <Link className={link} to="/news">
                {_('shell.nav.news')}
              </Link>
            </li>
            <li>
              <Link className={link} to="/transparency">
                {_('shell.footer.transparency')}
              </Link>
            </li>
            <li>
              <Link className={link} to="/privacy-policy">
                {_('shell.footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link className={link} to="/terms-of-use">
                {_('shell.nav.termsOfUse')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{_('shell.footer.contact')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{_('shell.footer.address')}</p>
            {emergencyNumbers.map((number) => (
              <p key={`${number.label}-${number.phone}`} data-testid="footer-emergency-number">
                {number.label}:{' '}
                <a className={`${link} whitespace-nowrap`} href={telHref(number.phone)}>
                  {number.phone}
                </a>
              </p>
            ))}
            <p data-testid="footer-support-phone">
              {_('shell.footer.supportLine')}{' '}
              <a className={`${link} whitespace-nowrap`} href={telHref(supportPhone)}>
                {supportPhone}
              </a>
            </p>
            <p>
              <span>
                {_('shell.footer.support')}{' '}
                <a className={link} href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              </span>
            </p>
          </address>
        </div>
        <div>
          <h2 className={heading}>{_('shell.footer.getApp')}</h2>
          <p className="mt-3 text-sm">{_('shell.footer.addToHome')}</p>
          <InstallAppButton className="mt-2 border border-brand-700 text-sm text-white hover:border-white" />
          <h2 className={`${heading} mt-5`}>{_('shell.footer.followUs')}</h2>
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
        <Trans id="shell.footer.rights" values={{ year }} components={{ 0: <span data-testid="footer-year" /> }} />
      </div>
    </footer>
  );
}
