import { Link } from 'react-router';
import {
  BellRing,
  FileText,
  MapPinned,
  ShieldCheck,
  Siren,
  Star,
  UserX,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { callToActionClasses } from '../../../components/ui/call-to-action';
import { useSession } from '../../../lib/session';
import { CentredBand } from './centred-band';
import { FEATURES } from './landing-content';
import { useLandingMoreMessages } from '../locales/landing-more/messages';
import { Section } from '../../../components/ui/section';

const FEATURE_ICONS: LucideIcon[] = [FileText, UserX, Siren, BellRing, MapPinned, Star, UsersRound];

export function FeaturesSection() {
  const { _ } = useLandingMoreMessages();
  return (
    <Section
      title={_('landingMore.features.title')}
      id="features"
      className="render-when-near bg-brand-900 py-16 text-white"
      titleClassName="text-3xl font-bold tracking-tight"
      contentClassName="mx-auto max-w-7xl px-4"
    >
      <p className="mt-2 max-w-2xl text-brand-100">{_('landingMore.features.intro')}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature, index) => {
          const Icon = FEATURE_ICONS[index] ?? ShieldCheck;
          return (
            <li key={feature.name} className="flex gap-4 rounded-2xl bg-brand-800 p-5 sm:block">
              <Icon className="h-8 w-8 shrink-0 text-accent-400" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-semibold sm:mt-3">
                  <Link
                    to={feature.to}
                    className="underline decoration-accent-400 underline-offset-4 hover:text-accent-400"
                  >
                    {_(`landingMore.features.${feature.name}.title`)}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-brand-100">{_(`landingMore.features.${feature.name}.body`)}</p>
              </div>
            </li>
          );
        })}
        <li className="flex flex-col justify-center rounded-2xl bg-accent-400 p-5 text-brand-900">
          <p className="text-lg font-bold">{_('landingMore.features.seenTitle')}</p>
          <p className="mt-1 text-sm">{_('landingMore.features.seenBody')}</p>
          <Link to="/report-incident" className={callToActionClasses('dark', 'small', 'mt-4 justify-center')}>
            {_('landingMore.reportIncident')}
          </Link>
        </li>
      </ul>
    </Section>
  );
}

const primary = callToActionClasses('accent', 'large');
const outline = callToActionClasses('outline', 'large');

/** Sign up or log in; a signed-in visitor is offered their dashboard instead. */
export function CallToAction() {
  const { _ } = useLandingMoreMessages();
  const session = useSession();
  return (
    <CentredBand
      tone="dark"
      icon={ShieldCheck}
      title={_('landingMore.cta.title')}
      body={session ? _('landingMore.cta.bodySignedIn') : _('landingMore.cta.bodySignedOut')}
    >
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {session ? (
          <>
            <Link to="/dashboard" className={primary}>
              {_('landingMore.cta.dashboard')}
            </Link>
            <Link to="/report-incident" className={outline}>
              {_('landingMore.reportIncident')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/sign-up" className={primary}>
              {_('landingMore.cta.signUp')}
            </Link>
            <Link to="/login" className={outline}>
              {_('landingMore.cta.logIn')}
            </Link>
          </>
        )}
      </div>
    </CentredBand>
  );
}
