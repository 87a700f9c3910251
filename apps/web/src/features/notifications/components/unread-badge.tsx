import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/use-unread-count';
import { useNotificationStream } from '../api/use-notification-stream';
import { useUnreadBadgeMessages } from '../locales/unread-badge/messages';

/** The bell's live unread count (the signed-in navigation loads this on demand). */
export default function UnreadBadge() {
  const { _ } = useUnreadBadgeMessages();
  const signedIn = useSession() !== null;
  useNotificationStream(signedIn);
  const { data: count = 0 } = useUnreadCount(signedIn);
  if (!signedIn || count <= 0) return null;
  return (
    <>
      <span
        data-testid="notification-count"
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {_('unreadBadge.count', { count })}</span>
    </>
  );
}
