import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useShellMessages } from '../locales/shell/messages';

// The bell's live unread count loads only for signed-in users.
const UnreadBadge = lazy(() => import('../../features/notifications/components/unread-badge'));

/**
 * The bell of a signed-in header (the site's, and the police console's, where commanders are told of escalated
 * reports): a link to /notifications with the live unread count.
 */
export function NotificationBell() {
  const { _ } = useShellMessages();
  return (
    <Link to="/notifications" className="relative inline-flex rounded-full p-2 text-brand-50 hover:bg-brand-700/40">
      <span className="sr-only">{_('shell.nav.notifications')}</span>
      <Bell className="h-5 w-5" aria-hidden="true" />
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </Link>
  );
}
