import { lazy, Suspense } from 'react';
import DashboardPage from '../../features/incidents/pages/dashboard-page';

/**
 * The banner is fetched by the dashboard's chunk, not listed among the route's files in the entry (whose list of
 * each page's files counts towards every public page's first load, scripts/report-sizes.mjs).
 */
const AreaAlertsBanner = lazy(() => import('../../features/community/components/area-alerts-banner'));

/**
 * The dashboard with the security alerts for the resident's area above it (issue 21): the reports' page from the
 * incidents feature, the banner from the community feature.
 */
export default function Dashboard() {
  return (
    <DashboardPage
      banner={
        <Suspense fallback={null}>
          <AreaAlertsBanner className="mb-6" />
        </Suspense>
      }
    />
  );
}
