/**
 * The police console's route table (under /console), loaded on the first visit to /console by a police account
 * (ConsoleGate in route-guards.tsx has sent everyone else away): the layout and every page are chunks of their own,
 * never part of a citizen's first load. Pages of some roles only (the audit log for State HQ and administrators, the
 * accounts, invitations, response-time targets, news, safety tips, Open311 keys and the USSD and SMS simulator for
 * administrators, security alerts and polls for administrators, State HQ and area commanders)
 * show the console's not-found page to the other police roles; the
 * server refuses them anyway. The one public console page, accepting an invitation, is in the site's table.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { isPoliceRole, type PoliceRole } from '@safeogun/contract/roles';
import { useSession } from '../../lib/session';
import { ADMIN_ROLES, AUDIT_ROLES, COMMUNITY_ROLES } from './console-nav';

const ConsoleLayout = lazy(() => import('./console-layout'));
const QueuePage = lazy(() => import('../../features/casework/pages/queue-page'));
const CasePage = lazy(() => import('../../features/casework/pages/case-page'));
const AuditPage = lazy(() => import('../../features/audit/pages/audit-page'));
const FeedbackPage = lazy(() => import('../../features/police-feedback/pages/feedback-page'));
const FeedbackSummaryPage = lazy(() => import('../../features/police-feedback/pages/feedback-summary-page'));
const SosBoardPage = lazy(() => import('../../features/sos-board/pages/sos-board-page'));
const InvitationsPage = lazy(() => import('../../features/police-accounts/pages/invitations-page'));
const PoliceAccountsPage = lazy(() => import('../../features/police-accounts/pages/police-accounts-page'));
const SlaTargetsPage = lazy(() => import('../../features/sla-targets/pages/sla-targets-page'));
const SystemPage = lazy(() => import('../../features/system/pages/system-page'));
const Open311KeysPage = lazy(() => import('../../features/open311-keys/pages/open311-keys-page'));
const NewsListPage = lazy(() => import('../../features/news-authoring/pages/news-list-page'));
const NewsEditorPage = lazy(() => import('../../features/news-authoring/pages/news-editor-page'));
const AdminPage = lazy(() => import('./admin-page'));
const ChannelsPage = lazy(() => import('../../features/channels/pages/channels-page'));
const StationsPage = lazy(() => import('../../features/administration/pages/stations-page'));
const AreaCommandsPage = lazy(() => import('../../features/administration/pages/area-commands-page'));
const IncidentTypesPage = lazy(() => import('../../features/administration/pages/incident-types-page'));
const ContactNumbersPage = lazy(() => import('../../features/administration/pages/contact-numbers-page'));
const AlertsPage = lazy(() => import('../../features/community-authoring/pages/alerts-page'));
const AlertFormPage = lazy(() => import('../../features/community-authoring/pages/alert-form-page'));
const PollsPage = lazy(() => import('../../features/community-authoring/pages/polls-page'));
const PollFormPage = lazy(() => import('../../features/community-authoring/pages/poll-form-page'));
const PollResultsPage = lazy(() => import('../../features/community-authoring/pages/poll-results-page'));
const TipsListPage = lazy(() => import('../../features/community-authoring/pages/tips-list-page'));
const TipEditorPage = lazy(() => import('../../features/community-authoring/pages/tip-editor-page'));
const RetentionPage = lazy(() => import('../../features/retention/pages/retention-page'));
const ConsoleNotFoundPage = lazy(() => import('./console-not-found-page'));

/** A role taken away while the console is open (the layout refreshes it from the server): to the login page. */
function RequirePolice() {
  const session = useSession();
  if (!session || !isPoliceRole(session.user.role)) return <Navigate to="/login" replace />;
  return <Outlet />;
}

function RequireRole({ roles }: { roles: readonly PoliceRole[] }) {
  const role = useSession()?.user.role;
  return roles.some((r) => r === role) ? <Outlet /> : <ConsoleNotFoundPage />;
}

const page = (Page: ComponentType): ReactNode => <Page />;

const routes: RouteObject[] = [
  {
    element: <RequirePolice />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: page(QueuePage) },
          { path: 'incidents/:id', element: page(CasePage) },
          { path: 'feedback', element: page(FeedbackPage) },
          { path: 'feedback/summary', element: page(FeedbackSummaryPage) },
          // One page with or without an alert open: opening one keeps the board (its stream, its sound) as it is.
          { path: 'sos/:id?', element: page(SosBoardPage) },
          { element: <RequireRole roles={AUDIT_ROLES} />, children: [{ path: 'audit', element: page(AuditPage) }] },
          {
            element: <RequireRole roles={COMMUNITY_ROLES} />,
            children: [
              { path: 'community', element: <Navigate to="/console/community/alerts" replace /> },
              { path: 'community/alerts', element: page(AlertsPage) },
              { path: 'community/alerts/new', element: page(AlertFormPage) },
              { path: 'community/polls', element: page(PollsPage) },
              { path: 'community/polls/new', element: page(PollFormPage) },
              { path: 'community/polls/:id', element: page(PollResultsPage) },
            ],
          },
          {
            element: <RequireRole roles={ADMIN_ROLES} />,
            children: [
              { path: 'admin', element: page(AdminPage) },
              { path: 'admin/invitations', element: page(InvitationsPage) },
              { path: 'admin/accounts', element: page(PoliceAccountsPage) },
              { path: 'admin/sla-targets', element: page(SlaTargetsPage) },
              { path: 'admin/system', element: page(SystemPage) },
              { path: 'admin/open311-keys', element: page(Open311KeysPage) },
              { path: 'admin/news', element: page(NewsListPage) },
              { path: 'admin/news/:id', element: page(NewsEditorPage) },
              { path: 'channels', element: page(ChannelsPage) },
              { path: 'admin/stations', element: page(StationsPage) },
              { path: 'admin/area-commands', element: page(AreaCommandsPage) },
              { path: 'admin/incident-types', element: page(IncidentTypesPage) },
              { path: 'admin/contact-numbers', element: page(ContactNumbersPage) },
              { path: 'admin/retention', element: page(RetentionPage) },
              { path: 'community/tips', element: page(TipsListPage) },
              { path: 'community/tips/:id', element: page(TipEditorPage) },
            ],
          },
          { path: '*', element: page(ConsoleNotFoundPage) },
        ],
      },
    ],
  },
];

export default function ConsoleRoutes() {
  return useRoutes(routes);
}
