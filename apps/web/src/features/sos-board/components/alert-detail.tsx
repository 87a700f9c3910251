import type { ReactNode } from 'react';
import { EyeOff, Phone, UserCheck } from 'lucide-react';
import type { PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { PlaceMap } from '../../../components/place-map';
import { buttonClasses } from '../../../components/ui/button';
import { formatClock, formatFull, formatSince } from '../../../lib/time';
import { assigneeLabel } from '../lib/labels';
import { AlertActions, NoteForm } from './alert-actions';
import { AlertStatusBadge, EscalatedBadge, FalseAlertFlag } from './alert-badges';
import { AlertHistory } from './alert-history';
import { VoiceNote } from './voice-note';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-bold uppercase tracking-wide text-slate-600">{title}</h3>
      {children}
    </section>
  );
}

/** Who sent it, to call back: name and phone, or why there is none. */
function Caller({ alert }: { alert: PoliceSosAlertDetail }) {
  if (!alert.sender) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <EyeOff className="h-4 w-4" aria-hidden="true" /> The sender hid their identity from officers.
      </p>
    );
  }
  const { name, phoneNumber } = alert.sender;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="min-w-0">
        <span className="block font-semibold text-slate-900" data-testid="sos-sender-name">
          {name ?? 'Name not given'}
        </span>
        <span className="block text-sm text-slate-700">{phoneNumber ?? 'No phone number on the account'}</span>
      </p>
      {phoneNumber ? (
        <a href={`tel:${phoneNumber}`} className={buttonClasses('secondary')}>
          <Phone className="h-4 w-4" aria-hidden="true" /> Call back
        </a>
      ) : null}
    </div>
  );
}

/** One alert: what, when, who, where (map), the voice note, what to do with it, and its history. */
export function AlertDetail({ alert, now }: { alert: PoliceSosAlertDetail; now: number }) {
  const { location } = alert;
  const assignee = assigneeLabel(alert);
  // The server's note says where the position came from (and why not the phone's); the map says its accuracy.
  const device = location.source === 'device';
  const notes = device
    ? location.accuracyMeters === null
      ? ['accuracy not reported']
      : []
    : [location.note].filter((n): n is string => Boolean(n));
  return (
    <article className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby="sos-title">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <AlertStatusBadge status={alert.status} />
          <EscalatedBadge alert={alert} />
          <FalseAlertFlag alert={alert} />
        </div>
        <h2 id="sos-title" className="text-xl font-bold text-brand-900">
          SOS from {location.lga ?? 'an unknown place'}
        </h2>
        <p className="text-sm text-slate-700">
          Sent at{' '}
          <time dateTime={alert.receivedAt} title={formatFull(alert.receivedAt)}>
            {formatClock(alert.receivedAt, now)}
          </time>{' '}
          ·{' '}
          <span className="font-semibold tabular-nums" data-testid="sos-since">
            {formatSince(alert.receivedAt, now)} ago
          </span>
          {alert.acknowledgedAt ? ` · acknowledged by ${alert.acknowledgedBy?.name ?? 'the police'}` : ''}
        </p>
        {assignee ? (
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <UserCheck className="h-4 w-4" aria-hidden="true" /> Assigned to {assignee}
          </p>
        ) : null}
      </header>

      <AlertActions alert={alert} />

      <div className="grid gap-5 xl:grid-cols-2">
        <div className="space-y-5">
          <Block title="Caller">
            <Caller alert={alert} />
          </Block>
          <Block title="What they said">
            <p className="whitespace-pre-wrap break-words text-slate-900" data-testid="sos-text">
              {alert.comment}
            </p>
            {alert.audio ? (
              <VoiceNote alertId={alert.id} url={alert.audio.url} sizeBytes={alert.audio.sizeBytes} />
            ) : (
              <p className="text-sm text-slate-600">No voice note.</p>
            )}
          </Block>
        </div>
        <Block title="Where">
          <PlaceMap
            id={alert.id}
            what="the sender's position"
            place={{
              address: location.address ?? (device ? "Position from the sender's phone" : null),
              lga: location.lgaId !== null ? { id: location.lgaId, name: location.lga ?? 'LGA' } : null,
              latitude: location.latitude,
              longitude: location.longitude,
              accuracyMeters: location.accuracyMeters,
            }}
            notes={notes}
          />
        </Block>
      </div>

      <Block title="History">
        <NoteForm alertId={alert.id} />
        <AlertHistory history={alert.history} />
      </Block>
    </article>
  );
}
