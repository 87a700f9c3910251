import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { isPoliceAccount, returnPathAfterLogin, requestedReturnPath } from '../lib/return-path';
import { RouteErrorBoundary } from './route-error';
import { useSession } from '../lib/session';

/** Signed-out visitors of a signed-in page go to /login, which sends them back after login (DECISIONS.md). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/**
 * Signed-in users opening /login or /sign-up go to their home: /dashboard, or /console for a police account (or,
 * right after login, back where the guard came from). A page signing out sends its user here with `signingOut` in
 * the router state and ends the session as it leaves.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  const signingOut = (location.state as { signingOut?: unknown } | null)?.signingOut === true;
  if (session && !signingOut) {
    const back = returnPathAfterLogin(requestedReturnPath(location.state, location.search), session.user.role);
    return <Navigate to={back} replace />;
  }
  return <Outlet />;
}

/**
 * /console and below: signed out, to /login?next=<the page> (and back there after login); a citizen gets the
 * site's not-found page (the console does not exist for them); a police account gets the console, loaded now.
 */
export function ConsoleGate({
  console: Console,
  citizen: Citizen,
}: {
  console: ComponentType;
  citizen: ComponentType;
}) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  }
  if (!isPoliceAccount(session.user.role)) return <Citizen />;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner label="Loading the console" />}>
        <Console />
      </Suspense>
    </RouteErrorBoundary>
  );
}
