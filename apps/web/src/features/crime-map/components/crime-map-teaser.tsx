/**
 * Landing teaser 'Crime Heat Map' / 'How Hot is Your Area?': a small static drawing of this week's intensity per
 * LGA and a link to /crime-map. The landing page loads this module only when it scrolls near; the shapes come drawn
 * from the server.
 */
import { Link } from 'react-router';
import { Flame } from 'lucide-react';
import { MAP_CANVAS } from '@safeogun/contract/constants';
import { MAP_MESSAGES } from '@safeogun/contract/map-messages';
import { DEFAULT_MAP_DATE_RANGE } from '@safeogun/contract/reference';
import type { LgaMapShape } from '@safeogun/contract/crime-map';
import { buttonClasses } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useCrimeMap } from '../api/use-crime-map';
import { countsByKey, INTENSITY_STYLE, levelOf } from '../lib/intensity';
import { BOUNDARY_ATTRIBUTION } from '../../../lib/lga-boundaries';
import { useLgaMap } from '../api/use-lga-map';
import { pluralCount, useLocalized } from '../../../lib/i18n';
import { useCrimeMapTeaserMessages } from '../locales/crime-map-teaser/messages';

const NO_SHAPES: LgaMapShape[] = [];

export function CrimeMapTeaser() {
  const { _ } = useCrimeMapTeaserMessages();
  const localized = useLocalized();
  const session = useSession();
  const signedIn = session !== null;
  const drawing = useLgaMap();
  // Counts only: the public call, whoever is signed in.
  const map = useCrimeMap(
    { lgaId: null, incidentTypeId: null, dateRange: DEFAULT_MAP_DATE_RANGE },
    { signedIn: false, userId: null, page: 1, enabled: true },
  );
  const shapes = drawing.data?.shapes ?? NO_SHAPES;
  const counts = countsByKey(map.data);
  const hottest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const hottestName = hottest ? shapes.find((s) => s.key === hottest[0])?.name : undefined;

  return (
    <section aria-labelledby="crime-heat-map-title" className="bg-white py-16" data-testid="crime-map-teaser">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 lg:grid-cols-2">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-red-700 uppercase">
            <Flame className="h-4 w-4" aria-hidden="true" />
            {_('crimeMapTeaser.eyebrow')}
          </p>
          <h2 id="crime-heat-map-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
            {_('crimeMapTeaser.title')}
          </h2>
          <p className="mt-3 text-slate-600">
            {_('crimeMapTeaser.body')}
            {hottestName && hottest && hottest[1] > 0
              ? _('crimeMapTeaser.hottest', { name: hottestName, count: hottest[1] })
              : ''}
          </p>
          {!signedIn ? (
            <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {localized(MAP_MESSAGES.teaserBanner)}
            </p>
          ) : null}
          <Link
            to="/crime-map"
            state={{
              authenticated: signedIn,
              user: session?.user ?? null,
              source: signedIn ? 'authenticated-nav' : 'public-nav',
            }}
            className={buttonClasses('primary', 'mt-6')}
          >
            {_('crimeMapTeaser.open')}
          </Link>
        </div>
        <figure className="rounded-xl border border-slate-200 bg-sky-50/60 p-2">
          {shapes.length ? (
            <svg
              viewBox={`0 0 ${MAP_CANVAS.width} ${MAP_CANVAS.height}`}
              role="img"
              aria-label={_('crimeMapTeaser.mapLabel')}
              className="block h-auto w-full"
            >
              {shapes.map((s) => {
                const count = counts.get(s.key) ?? 0;
                return (
                  <path key={s.key} d={s.d} fill={INTENSITY_STYLE[levelOf(count)].fill} stroke="#fff" strokeWidth={1}>
                    <title>{_('crimeMapTeaser.area', { name: s.name, ...pluralCount(count) })}</title>
                  </path>
                );
              })}
            </svg>
          ) : (
            <div className="aspect-[4/3] animate-pulse rounded-lg bg-slate-100" />
          )}
          <figcaption className="mt-1 px-1 text-xs text-slate-500">{BOUNDARY_ATTRIBUTION}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export default CrimeMapTeaser;
