import { Component, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { callToActionClasses } from '../../../components/ui/call-to-action';
import { CentredBand } from './centred-band';
import { LazyWhenNear } from './lazy-when-near';
import { useLandingMoreMessages } from '../locales/landing-more/messages';

function Fallback() {
  const { _ } = useLandingMoreMessages();
  return (
    <CentredBand tone="light" icon={MapPinned} title={_('landingMore.map.title')} body={_('landingMore.map.body')}>
      <Link
        to="/crime-map"
        state={{ authenticated: false, user: null, source: 'public-nav' }}
        className={callToActionClasses('brand', 'medium')}
      >
        {_('landingMore.map.open')}
      </Link>
    </CentredBand>
  );
}

/** Keeps a failing teaser (a network error while fetching its chunk, say) from taking the landing page down. */
class TeaserBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}

/**
 * Where the crime-map teaser appears on the landing page. The teaser belongs to the crime-map feature; app/ hands
 * it in (a lazy component), and it is rendered only when the visitor scrolls near it, so it never counts towards
 * the landing page's first-load JavaScript. Without one, or when it fails to load, a link to the map stands in.
 */
export function CrimeMapTeaserSlot({ teaser: Teaser }: { teaser?: ComponentType }) {
  if (!Teaser) return <Fallback />;
  return (
    <LazyWhenNear testId="crime-map-teaser-slot">
      <TeaserBoundary>
        <Teaser />
      </TeaserBoundary>
    </LazyWhenNear>
  );
}
