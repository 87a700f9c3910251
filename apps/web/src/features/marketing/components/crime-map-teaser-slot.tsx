import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { LazyWhenNear } from './lazy-when-near';

/**
 * Where the crime-map teaser (built by the crime-map feature) appears on the landing page. It is loaded only when
 * the visitor scrolls near it, so it never counts towards the landing page's first-load JavaScript.
 *
 * `import.meta.glob` finds the teaser when its file exists and yields nothing while it does not, so this slot
 * needs no change on the day it lands. The module may export the component as default or as `CrimeMapTeaser`.
 */
type TeaserModule = { default?: ComponentType; CrimeMapTeaser?: ComponentType };
const loaders = import.meta.glob<TeaserModule>('../../crime-map/components/crime-map-teaser.tsx');
const loadTeaser = Object.values(loaders)[0];

const Teaser = loadTeaser
  ? lazy(async () => {
      const module = await loadTeaser();
      const Found = module.CrimeMapTeaser ?? module.default;
      return { default: Found ?? Fallback };
    })
  : null;

function Fallback() {
  return (
    <section aria-labelledby="map-teaser-title" className="bg-white py-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center">
        <MapPinned className="h-10 w-10 text-brand-700" aria-hidden="true" />
        <h2 id="map-teaser-title" className="text-3xl font-bold tracking-tight text-brand-900">
          Crime Map
        </h2>
        <p className="max-w-2xl text-slate-600">
          See how many incidents were reported in each of the 20 local government areas of Ogun State over the last day,
          week, month or year.
        </p>
        <Link
          to="/crime-map"
          state={{ authenticated: false, user: null, source: 'public-nav' }}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Open the crime map
        </Link>
      </div>
    </section>
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

export function CrimeMapTeaserSlot() {
  if (!Teaser) return <Fallback />;
  return (
    <LazyWhenNear testId="crime-map-teaser-slot">
      <TeaserBoundary>
        <Teaser />
      </TeaserBoundary>
    </LazyWhenNear>
  );
}
