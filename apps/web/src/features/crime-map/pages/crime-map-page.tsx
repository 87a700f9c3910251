/**
 * /crime-map (sections 2, 4, 8, 9): filter bar (a Filters sheet on a phone), banners, chips, the zoomable LGA map
 * with legend and tooltip, the details panel (signed-in selection) or the sign-in prompt (public), and the list of
 * areas with their counts (issue 13).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle, Info, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { MAP_MESSAGES } from '@safeogun/contract/map-messages';
import { DEFAULT_MAP_DATE_RANGE, lgaKey } from '@safeogun/contract/reference';
import { PageHeader } from '../../../components/ui/page-header';
import { SavedNotice } from '../../../components/saved-notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useLgaOptions } from '../api/use-lga-options';
import { useIncidentTypeOptions } from '../api/use-incident-types';
import { useCrimeMap, type CrimeMapFilters } from '../api/use-crime-map';
import type { CrimeMapCanvasHandle, MapShape } from '../components/crime-map-canvas';
import { ActiveFilters, FilterBar } from '../components/filter-bar';
import { MapLegend } from '../components/map-legend';
import { ZoomControls } from '../components/zoom-controls';
import { AreaList } from '../components/area-list';
import { countsByKey } from '../lib/intensity';
import { createScaleStore, useScale, type ScaleStore } from '../lib/scale-store';
import { BOUNDARY_ATTRIBUTION } from '../../../lib/lga-boundaries';
import { useLgaMap } from '../api/use-lga-map';
import { localized, useLocalized } from '../../../lib/i18n';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

// The phone's Filters sheet and its dialog library load when it is first opened.
const FilterSheet = lazy(() => import('../components/filter-sheet'));
// The map itself (d3's selection and zoom modules) is drawn only once the drawn LGAs and the counts have arrived,
// never in the build's HTML (a spinner): its code loads after the first paint, beside that data, not in
// the page's first load (issue 17).
const loadCanvas = () => import('../components/crime-map-canvas');
const CrimeMapCanvas = lazy(() => loadCanvas().then((module) => ({ default: module.CrimeMapCanvas })));
// Likewise an area's details (a table of reports) or the sign-in prompt, shown only once an area is chosen.
const loadDetails = () => import('../components/details-panel');
const DetailsPanel = lazy(() => loadDetails().then((module) => ({ default: module.DetailsPanel })));
const AuthRequiredPanel = lazy(() => loadDetails().then((module) => ({ default: module.AuthRequiredPanel })));

const DEFAULT_FILTERS: CrimeMapFilters = { lgaId: null, incidentTypeId: null, dateRange: DEFAULT_MAP_DATE_RANGE };
const EMPTY_COUNTS = new Map<string, number>();

function ZoomBar({ store, map }: { store: ScaleStore; map: React.RefObject<CrimeMapCanvasHandle | null> }) {
  const scale = useScale(store);
  return (
    <ZoomControls
      scale={scale}
      onZoomIn={() => map.current?.zoomIn()}
      onZoomOut={() => map.current?.zoomOut()}
      onReset={() => map.current?.reset()}
    />
  );
}

export default function CrimeMapPage() {
  const { _ } = useCrimeMapMessages();
  const localize = useLocalized();
  const session = useSession();
  const signedIn = session !== null;
  const lgas = useLgaOptions();
  const types = useIncidentTypeOptions();
  const drawing = useLgaMap();
  const [filters, setFilters] = useState<CrimeMapFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const listsSettled = !lgas.isPending && !types.isPending;
  const map = useCrimeMap(filters, {
    signedIn,
    userId: session?.user.id ?? null,
    page,
    enabled: listsSettled,
  });
  const mapHandle = useRef<CrimeMapCanvasHandle>(null);
  const scaleStore = useMemo(() => createScaleStore(1), []);
  useEffect(() => {
    loadCanvas().catch(() => undefined);
    loadDetails().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (lgas.isError) toast.error(localized(MAP_MESSAGES.locationsFailed));
  }, [lgas.isError]);
  useEffect(() => {
    if (types.isError) toast.error(localized(MAP_MESSAGES.typesFailed));
  }, [types.isError]);
  const failed = map.isError || drawing.isError;
  useEffect(() => {
    if (failed) toast.error(localized(MAP_MESSAGES.dataFailedToast));
  }, [failed, map.errorUpdatedAt]);

  const lgaList = useMemo(() => lgas.data ?? [], [lgas.data]);
  const typeList = useMemo(() => types.data ?? [], [types.data]);
  // On failure the map data is cleared (section 8).
  const data = failed ? undefined : map.data;
  const counts = useMemo(() => (data ? countsByKey(data) : EMPTY_COUNTS), [data]);
  const selectedName = filters.lgaId ? (lgaList.find((l) => l.id === filters.lgaId)?.name ?? null) : null;
  const selectedKey = selectedName ? lgaKey(selectedName) : null;

  const change = (next: Partial<CrimeMapFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const onSelect = (shape: MapShape) => change({ lgaId: shape.id });
  const retry = () => {
    if (drawing.isError) void drawing.refetch();
    void map.refetch();
  };

  // A signed-in choice in the list of areas brings its details into view.
  const scrollToDetails = useRef(false);
  useEffect(() => {
    if (!scrollToDetails.current || !selectedName) return;
    scrollToDetails.current = false;
    document.getElementById('area-details')?.scrollIntoView({ block: 'start' });
  }, [selectedName]);

  const loading = !failed && (drawing.isPending || !data);
  const updating = !failed && !loading && map.isFetching;
  const detail = data && data.detailed && selectedName ? data.crimeMaps[selectedName] : undefined;

  const loadingMap = (
    <div className="flex h-full items-center justify-center gap-3 text-slate-700">
      <Spinner label={localize(MAP_MESSAGES.loading)} />
      <span>{localize(MAP_MESSAGES.loading)}</span>
    </div>
  );

  const filterProps = {
    filters,
    lgas: lgaList,
    types: typeList,
    onChange: change,
    onClear: () => change(DEFAULT_FILTERS),
    onRefresh: () => void map.refetch(),
    refreshing: map.isFetching,
  };

  return (
    <>
      <PageHeader title={_('crimeMap.page.title')} subtitle={_('crimeMap.page.subtitle')} />
      <section aria-label={_('crimeMap.page.aboutLabel')} className="mx-auto max-w-6xl px-4 pt-6 text-slate-700">
        <p>{_('crimeMap.page.about')}</p>
      </section>
      <section aria-label={_('crimeMap.page.mapLabel')} className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        {/* On a phone the filters fold into the Filters sheet, so the map keeps the screen. */}
        <div className="hidden md:block">
          <FilterBar {...filterProps} />
        </div>
        <div
          role="status"
          data-testid="map-banner"
          className={`flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium ${
            signedIn ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {signedIn ? (
            <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          ) : (
            <Info className="h-5 w-5 shrink-0" aria-hidden="true" />
          )}
          {localize(signedIn ? MAP_MESSAGES.bannerAuthenticated : MAP_MESSAGES.bannerPublic)}
        </div>
        <ActiveFilters filters={filters} lgas={lgaList} types={typeList} onChange={change} />

        {/* A phone: the map from edge to edge and most of the screen's height; wider: a framed 4:3 box. */}
        <div className="-mx-4 bg-white md:mx-0 md:rounded-xl md:border md:border-slate-200 md:p-4">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 px-4 md:px-0">
            <h2 className="text-lg font-semibold text-slate-900">{_('crimeMap.page.lgas')}</h2>
            <Button variant="secondary" className="md:hidden" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              {_('crimeMap.page.filters')}
            </Button>
            <ZoomBar store={scaleStore} map={mapHandle} />
          </div>
          <div className="relative h-[62vh] min-h-96 overflow-hidden bg-sky-50/60 md:aspect-[4/3] md:h-auto md:min-h-0 md:rounded-lg">
            {/* "Saved ... ago" over the map it qualifies, not above it: a returning visitor's saved copy is put back
                once the page is live, and on a slow network the notice comes and goes while the map is on the screen;
                above it, the map moved down and back up each time (decision 027). Drags pass through it to the map. */}
            {failed ? null : (
              <SavedNotice
                query={map}
                overlay
                className="pointer-events-none absolute left-2 top-2 z-20 max-w-[calc(100%-1rem)] border border-amber-200 shadow-sm"
              />
            )}
            {failed ? (
              <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
                <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden="true" />
                <p className="font-medium text-slate-800">{localize(MAP_MESSAGES.dataFailed)}</p>
                <Button onClick={retry}>{_('crimeMap.page.tryAgain')}</Button>
              </div>
            ) : loading ? (
              loadingMap
            ) : (
              // Should the data arrive before the map's code, the loading message stays until both are here.
              <Suspense fallback={loadingMap}>
                <CrimeMapCanvas
                  drawing={drawing.data!}
                  counts={counts}
                  signedIn={signedIn}
                  selectedKey={selectedKey}
                  onSelect={onSelect}
                  onZoomChange={scaleStore.set}
                  handleRef={mapHandle}
                />
                {updating ? (
                  <div
                    role="status"
                    className="absolute inset-0 z-10 flex items-center justify-center gap-2 bg-white/60 text-slate-800"
                  >
                    <Spinner label={localize(MAP_MESSAGES.updating)} />
                    <span className="font-medium">{localize(MAP_MESSAGES.updating)}</span>
                  </div>
                ) : null}
              </Suspense>
            )}
          </div>
          <p className="mt-2 px-4 text-xs text-slate-600 md:px-0">{BOUNDARY_ATTRIBUTION}</p>
        </div>

        {selectedName && (data || !signedIn) ? (
          <div id="area-details">
            <Suspense fallback={null}>
              {signedIn ? (
                <DetailsPanel
                  area={selectedName}
                  data={detail}
                  page={page}
                  onPage={setPage}
                  onClear={() => change({ lgaId: null })}
                />
              ) : (
                <AuthRequiredPanel area={selectedName} />
              )}
            </Suspense>
          </div>
        ) : null}
        <MapLegend />
        <AreaList
          lgas={lgaList}
          counts={counts}
          signedIn={signedIn}
          selectedId={filters.lgaId}
          onSelect={(lga) => {
            scrollToDetails.current = true;
            change({ lgaId: lga.id });
          }}
          onShowAll={() => change({ lgaId: null })}
        />
      </section>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)} {...filterProps} />
        </Suspense>
      ) : null}
    </>
  );
}
