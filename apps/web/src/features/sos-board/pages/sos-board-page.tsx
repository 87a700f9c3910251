import { useState } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { SosStreamEvent } from '@safeogun/contract/sos-board';
import { LoadError, PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/time';
import { useBoardAlert, useBoardAlerts } from '../api/use-alerts';
import { useSosStream } from '../api/use-sos-stream';
import type { BoardList } from '../api/keys';
import { AlertDetail } from '../components/alert-detail';
import { AlertList } from '../components/alert-list';
import { BoardHeader } from '../components/board-header';
import { BoardMap } from '../components/board-map';
import { useAlarm } from '../lib/alarm';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The opened alert (right, or the whole page on a phone). */
function OpenedAlert({ id, now }: { id: string; now: number }) {
  const alert = useBoardAlert(id);
  const back = (
    <Link
      to="/console/sos"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 lg:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All alerts
    </Link>
  );
  if (alert.isLoading) return <PageSpinner label="Loading the alert" />;
  if (!alert.data) {
    const missing = alert.error instanceof ApiError && alert.error.status === 404;
    return (
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        {back}
        {missing ? (
          <p className="text-slate-700">This alert does not exist, or it is outside your reach.</p>
        ) : (
          <LoadError
            message={errorMessage(alert.error, 'The alert could not be loaded.')}
            onRetry={() => void alert.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {back}
      <AlertDetail alert={alert.data} now={now} />
    </div>
  );
}

/**
 * /console/sos (and /console/sos/{id}, one alert open): the alerts within the officer's reach as they arrive, live
 * over the board's event stream, with an alert sound the officer can mute; the open alerts on the LGA map; one
 * alert's caller, place, voice note, actions and history. On a phone the list and an opened alert take turns.
 */
export default function SosBoardPage() {
  const { id } = useParams();
  const [list, setList] = useState<BoardList>('open');
  const [announcement, setAnnouncement] = useState('');
  const alarm = useAlarm();
  const state = useSosStream((event: SosStreamEvent) => {
    alarm.sound();
    const at = TIME.format(new Date(event.at));
    setAnnouncement(event.kind === 'sent' ? `New SOS alert at ${at}.` : `An SOS alert was escalated at ${at}.`);
  });
  const now = useNow(1000);
  const open = useBoardAlerts('open');
  const closed = useBoardAlerts('closed', list === 'closed');
  const openCount = open.data?.pagination.total;

  const listOf = (query: typeof open, empty: string) =>
    query.isLoading ? (
      <Spinner label="Loading the alerts" />
    ) : query.isError && !query.data ? (
      <LoadError
        message={errorMessage(query.error, 'The alerts could not be loaded.')}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <AlertList alerts={query.data?.data ?? []} selected={id} now={now} empty={empty} />
    );

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-4 sm:px-4">
      <title>Live SOS board | SafeOgun Console</title>
      <BoardHeader state={state} alarm={alarm} />
      <p className="sr-only" role="alert" data-testid="sos-announcement">
        {announcement}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="sos-alerts-heading" className={clsx('min-w-0 space-y-3', id && 'hidden lg:block')}>
          <h2 id="sos-alerts-heading" className="sr-only">
            Alerts
          </h2>
          <Tabs
            value={list}
            onValueChange={setList}
            label="Alerts"
            listClassName="!mb-3"
            tabs={[
              { value: 'open', label: `Open${openCount !== undefined ? ` (${openCount})` : ''}` },
              { value: 'closed', label: 'Closed' },
            ]}
          >
            <TabPanel value="open">
              {listOf(open, 'No open alerts within your reach. New ones appear here at once.')}
            </TabPanel>
            <TabPanel value="closed">{listOf(closed, 'No closed alerts yet.')}</TabPanel>
          </Tabs>
        </section>
        <section aria-label={id ? 'The alert' : 'Map of the open alerts'} className="min-w-0">
          {id ? <OpenedAlert id={id} now={now} /> : <BoardMap alerts={open.data?.data ?? []} />}
        </section>
      </div>
    </div>
  );
}
