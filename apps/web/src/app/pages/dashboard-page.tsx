import DashboardPage from '../../features/incidents/pages/dashboard-page';
import AreaAlertsBanner from '../../features/community/components/area-alerts-banner';

/**
 * The dashboard with the security alerts for the resident's area above it (issue 21): the reports' page from the
 * incidents feature, the banner from the community feature.
 */
export default function Dashboard() {
  return <DashboardPage banner={<AreaAlertsBanner className="mb-6" />} />;
}
