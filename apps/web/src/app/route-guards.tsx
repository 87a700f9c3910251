import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Signed-out visitors of a signed-in page go to /login, which sends them back after login (DECISIONS.md). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** Signed-in users opening /login or /sign-up go to /dashboard (or, right after login, back where the guard came from). */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
  if (session) return <Navigate to={back} replace />;
  return <Outlet />;
}
