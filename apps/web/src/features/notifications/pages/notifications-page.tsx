import { useState } from 'react';
import { useNavigate } from 'react-router';
import clsx from 'clsx';
import { Bell, CheckCheck, TriangleAlert } from 'lucide-react';
import type { NotificationItem } from '@safeogun/contract/notifications';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ListPagination } from '../../../components/ui/pagination';
import { useNotifications } from '../api/use-notifications';
import { useMarkRead } from '../api/use-mark-read';
import { useMarkAllRead } from '../api/use-mark-all-read';
import { groupNotifications, type GroupName } from '../components/group-notifications';
import { useNotificationsMessages } from '../locales/notifications/messages';

/** 'Jan 5, 2024, 3:04 PM' in English (the specification's form), for `i18n.date`. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function Row({ item, onOpen, onMarkRead }: { item: NotificationItem; onOpen: () => void; onMarkRead: () => void }) {
  const { _, i18n } = useNotificationsMessages();
  // A security alert for the resident's area (issue 21): its own sign and colour, its text cut to three lines (the
  // whole alert is one tap away, on its page).
  const areaAlert = item.category === 'areaAlerts';
  const Icon = areaAlert ? TriangleAlert : Bell;
  return (
    <li
      className={clsx('flex gap-3 px-4 py-4', !item.read && 'bg-brand-50')}
      data-testid="notification"
      data-read={item.read}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          areaAlert
            ? item.read
              ? 'bg-amber-50 text-amber-700'
              : 'bg-amber-500 text-slate-900'
            : item.read
              ? 'bg-slate-100 text-slate-500'
              : 'bg-brand-700 text-white',
        )}
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <button type="button" onClick={onOpen} className="text-left" data-category={item.category}>
          <span className={clsx('block text-slate-900', !item.read && 'font-semibold')}>{item.title}</span>
          <span
            className={clsx('mt-0.5 block whitespace-pre-wrap text-sm text-slate-600', areaAlert && 'line-clamp-3')}
          >
            {item.body}
          </span>
          {areaAlert && item.link ? (
            <span className="mt-1 block text-sm font-semibold text-brand-700 underline">
              {_('notifications.row.readAlert')}
            </span>
          ) : null}
        </button>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{i18n.date(item.createdAt, DATE_TIME)}</time>
        </p>
      </div>
      {!item.read ? (
        <button
          type="button"
          onClick={onMarkRead}
          className="h-fit shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
          aria-label={_('notifications.row.markReadLabel', { title: item.title })}
        >
          {_('notifications.row.markRead')}
        </button>
      ) : null}
    </li>
  );
}

export default function NotificationsPage() {
  const { _ } = useNotificationsMessages();
  const groupNames: Record<GroupName, string> = {
    New: _('notifications.group.new'),
    Today: _('notifications.group.today'),
    Yesterday: _('notifications.group.yesterday'),
    Earlier: _('notifications.group.earlier'),
  };
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) navigate(item.link);
  };

  return (
    <>
      <PageHeader title={_('notifications.header.title')} subtitle={_('notifications.header.subtitle')}>
        <Button
          variant="secondary"
          disabled={markAll.isPending || !list.data || list.data.unreadCount === 0}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => toast.error(errorMessage(error, _('notifications.markAllFailed'))),
            })
          }
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {_('notifications.markAll')}
        </Button>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-6">
        {list.isPending ? (
          <div className="flex min-h-[30vh] items-center justify-center">
            <Spinner label={_('notifications.loading')} />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex min-h-[30vh] flex-col items-center justify-center gap-3 text-center">
            <p className="text-slate-700">{_('notifications.failed')}</p>
            <Button onClick={() => void list.refetch()}>{_('notifications.retry')}</Button>
          </div>
        ) : list.data.data.length === 0 ? (
          <div className="flex min-h-[30vh] flex-col items-center justify-center gap-2 text-center">
            <Bell className="h-10 w-10 text-slate-300" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-800">{_('notifications.empty.title')}</p>
            <p className="text-slate-600">{_('notifications.empty.body')}</p>
          </div>
        ) : (
          <>
            {groupNotifications(list.data.data).map((group) => (
              <section key={group.name} aria-labelledby={`group-${group.name}`} className="mb-6">
                <h2
                  id={`group-${group.name}`}
                  className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500"
                >
                  {groupNames[group.name]}
                </h2>
                <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
                  {group.items.map((item) => (
                    <Row
                      key={item.id}
                      item={item}
                      onOpen={() => open(item)}
                      onMarkRead={() => markRead.mutate(item.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <ListPagination pagination={list.data.pagination} onChange={setPage} label={_('notifications.pages')} />
          </>
        )}
      </div>
    </>
  );
}
