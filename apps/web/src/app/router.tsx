/**
 * Every route of the specification's route table. Pages load on demand (one chunk per route) so a citizen on
 * mobile data downloads only the page they open. Declarative routing (BrowserRouter + useRoutes) keeps about
 * 17 KB gzip of data-router code out of every first load (docs/decisions/002-landing-weight-budget.md).
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject as RouterRouteObject } from 'react-router';
import { SiteLayout } from './layouts/site-layout';
import { ConsoleGate, GuestOnly, RequireAuth } from './route-guards';

/** A route of the table: `lazy` is a page loaded on first visit. */
interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: LazyExoticComponent<ComponentType>;
  children?: RouteObject[];
}

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => lazy(load);

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/landing-page')) },
  { path: 'about-us', lazy: page(() => import('../features/marketing/pages/about-page')) },
  { path: 'terms-of-use', lazy: page(() => import('../features/marketing/pages/terms-page')) },
  { path: 'privacy-policy', lazy: page(() => import('../features/marketing/pages/privacy-page')) },
  { path: 'terms', element: <Navigate to="/terms-of-use" replace /> },
  { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
  { path: 'news', lazy: page(() => import('../features/news/pages/news-page')) },
  { path: 'news/:id', lazy: page(() => import('../features/news/pages/article-page')) },
  { path: 'community', lazy: page(() => import('../features/community/pages/community-page')) },
  { path: 'community/tips/:id', lazy: page(() => import('../features/community/pages/tip-page')) },
  { path: 'community/alerts/:id', lazy: page(() => import('../features/community/pages/alert-page')) },
  { path: 'community/polls/:id', lazy: page(() => import('../features/community/pages/poll-page')) },
  { path: 'transparency', lazy: page(() => import('../features/transparency/pages/transparency-page')) },
  { path: 'crime-map', lazy: page(() => import('../features/crime-map/pages/crime-map-page')) },
  { path: 'report-incident', lazy: page(() => import('../features/incidents/pages/report-incident-page')) },
  { path: 'report-anonymously', lazy: page(() => import('../features/incidents/pages/report-anonymously-page')) },
  // The police console's one public page: an invitee has no account yet (a static path, so it outranks console/*).
  {
    path: 'console/accept-invitation',
    lazy: page(() => import('../features/police-accounts/pages/accept-invitation-page')),
  },
];

const guestRoutes: RouteObject[] = [
  { path: 'login', lazy: page(() => import('../features/accounts/pages/login-page')) },
  { path: 'sign-up', lazy: page(() => import('../features/accounts/pages/sign-up-page')) },
  { path: 'forgot-password', lazy: page(() => import('../features/accounts/pages/forgot-password-page')) },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('./pages/dashboard-page')) },
  { path: 'reports', lazy: page(() => import('../features/incidents/pages/reports-page')) },
  { path: 'reports/:id', lazy: page(() => import('../features/incidents/pages/report-details-page')) },
  { path: 'edit_draft/:id', lazy: page(() => import('../features/incidents/pages/edit-draft-page')) },
  { path: 'survey', lazy: page(() => import('../features/incidents/pages/survey-page')) },
  { path: 'notifications', lazy: page(() => import('../features/notifications/pages/notifications-page')) },
  { path: 'feedback', lazy: page(() => import('../features/feedback/pages/feedback-page')) },
  { path: 'sos', lazy: page(() => import('../features/sos/pages/sos-page')) },
  {
    path: 'call-emergency-contact',
    lazy: page(() => import('../features/emergency-contacts/pages/call-emergency-contact-page')),
  },
  {
    path: 'emergency-contact',
    lazy: page(() => import('../features/emergency-contacts/pages/emergency-contact-page')),
  },
  { path: 'profile', lazy: page(() => import('./pages/settings-page')) },
];

const notFound: RouteObject = {
  path: '*',
  lazy: page(() => import('../features/marketing/pages/not-found-page')),
};

/**
 * The police console: its route table, layout and pages load from /console on, in chunks of their own, so a
 * citizen's pages carry none of it (the build report checks). The gate here sends a signed-out visitor to the login
 * and shows a citizen the site's not-found page, before any of it loads.
 */
const ConsoleRoutes = lazy(() => import('./console/console-routes'));
const citizenNotFound: RouteObject[] = [{ element: <SiteLayout />, children: [notFound] }];

const routes: RouteObject[] = [
  // The console's login is the site's own; this path exists for links and bookmarks that name it.
  { path: 'console/login', element: <Navigate to="/login?next=%2Fconsole" replace /> },
  {
    path: 'console/*',
    element: <ConsoleGate console={ConsoleRoutes} citizen={() => <CitizenNotFound />} />,
  },
  {
    element: <SiteLayout />,
    children: [
      ...publicRoutes,
      { element: <GuestOnly />, children: guestRoutes },
      { element: <RequireAuth />, children: signedInRoutes },
      notFound,
    ],
  },
];

function toRouterRoutes(table: RouteObject[]): RouterRouteObject[] {
  return table.map(({ lazy: Page, children, element, path, index }) => {
    const resolved = Page ? <Page /> : element;
    return (
      index
        ? { index: true, element: resolved }
        : { path, element: resolved, children: children && toRouterRoutes(children) }
    ) as RouterRouteObject;
  });
}

const routerRoutes = toRouterRoutes(routes);
const citizenNotFoundRoutes = toRouterRoutes(citizenNotFound);

function CitizenNotFound() {
  return useRoutes(citizenNotFoundRoutes);
}

export function AppRoutes() {
  return useRoutes(routerRoutes);
}
