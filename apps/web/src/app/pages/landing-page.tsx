import { lazy } from 'react';
import LandingPage from '../../features/marketing/pages/landing-page';

/**
 * The landing page with the crime map's teaser composed in. The teaser's code is fetched only when the visitor
 * scrolls near it (marketing's slot decides when), so it never counts towards the landing page's first load.
 */
const CrimeMapTeaser = lazy(() => import('../../features/crime-map/components/crime-map-teaser'));

export default function Landing() {
  return <LandingPage mapTeaser={CrimeMapTeaser} />;
}
