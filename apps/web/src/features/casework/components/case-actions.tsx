import { useRef, useState } from 'react';
import clsx from 'clsx';
import {
  ArrowUpCircle,
  BadgeCheck,
  Map as MapIcon,
  EyeOff,
  LockKeyhole,
  MessageSquareReply,
  RotateCw,
  Shuffle,
  Contact,
  Scale,
} from 'lucide-react';
import { CASEWORK_MESSAGES, ESCALATION_LEVEL, type PoliceCase } from '@safeogun/contract/casework';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { StarRating } from '../../../components/ui/star-rating';
import { formatFull } from '../../../lib/time';
import { useSession } from '../../../lib/session';
import type { DialogProps } from './action-form';
import { AcknowledgeDialog, InternalNoteDialog, StatusDialog } from './status-dialogs';
import { EscalateDialog, LegalHoldDialog, MapVisibilityDialog, RerouteDialog } from './routing-dialogs';
import { ReplyDialog, RevealDialog } from './reporter-dialogs';

type Action = 'acknowledge' | 'status' | 'note' | 'reroute' | 'escalate' | 'map' | 'hold' | 'reply' | 'reveal';

/** Who may set and lift a legal hold (the server answers 403 to anyone else). */
const HOLD_ROLES: readonly string[] = ['area_commander', 'hq', 'admin'];

const DIALOGS: Record<Action, { title: (c: PoliceCase) => string; description: (c: PoliceCase) => string }> = {
  acknowledge: {
    title: () => 'Acknowledge this report?',
    description: (c) => `${c.ticketId}: ${c.incidentType.name}`,
  },
  status: { title: () => 'Change status', description: (c) => `${c.ticketId}: the reporter is told with your note.` },
  note: { title: () => 'Internal note', description: (c) => `${c.ticketId}: for the police only.` },
  reroute: { title: () => 'Re-route to another station', description: (c) => c.ticketId },
  escalate: { title: () => 'Escalate', description: (c) => `${c.ticketId}: send it to a higher level.` },
  map: {
    title: (c) => (c.hiddenFromMap ? 'Show on the crime map' : 'Hide from the crime map'),
    description: (c) =>
      c.hiddenFromMap
        ? `${c.ticketId} is hidden from the public crime map.`
        : `${c.ticketId} is counted on the public crime map.`,
  },
  hold: {
    title: (c) => (c.legalHold ? 'Lift the legal hold' : 'Place under legal hold'),
    description: (c) =>
      c.legalHold
        ? `${c.ticketId}: the retention schedule will apply to it again.`
        : `${c.ticketId}: its evidence and reporter identity are kept until the hold is lifted.`,
  },
  reply: { title: () => 'Reply to the review', description: (c) => c.ticketId },
  reveal: { title: () => 'Reveal the reporter', description: (c) => `${c.ticketId}: contact details of the reporter.` },
};

const actionButton = 'w-full justify-start px-3 text-left leading-tight';

/**
 * Everything an officer can do on the case, each behind a dialog that confirms it: acknowledge, change status with a
 * note the reporter reads, an internal note, re-route, escalate, hide from or show on the map, reply to the review,
 * and reveal the reporter (or, for a hidden or anonymous report, why that cannot be done).
 */
export function CaseActions({ incident, reload }: { incident: PoliceCase; reload: DialogProps['reload'] }) {
  const [action, setAction] = useState<Action | null>(null);
  // Acknowledging removes its button: the focus goes on to the next step.
  const statusButton = useRef<HTMLButtonElement>(null);
  const close = () => setAction(null);
  const props = { incident, reload, onDone: close };
  const topLevel = incident.escalationLevel >= ESCALATION_LEVEL.hq;
  const dialog = action ? DIALOGS[action] : null;
  const mayHold = HOLD_ROLES.includes(useSession()?.user.role ?? '');

  return (
    <section aria-labelledby="case-actions" className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <h2 id="case-actions" className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">
          Actions
        </h2>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {incident.acknowledgedAt ? (
            <p className="col-span-2 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 lg:col-span-1">
              <BadgeCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
              Acknowledged {formatFull(incident.acknowledgedAt)}
            </p>
          ) : (
            <Button className={clsx(actionButton, 'col-span-2 lg:col-span-1')} onClick={() => setAction('acknowledge')}>
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />
              Acknowledge
            </Button>
          )}
          <Button
            ref={statusButton}
            variant={incident.acknowledgedAt ? 'primary' : 'secondary'}
            className={actionButton}
            onClick={() => setAction('status')}
            disabled={incident.allowedStatuses.length === 0}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Change status
          </Button>
          <Button variant="secondary" className={actionButton} onClick={() => setAction('note')}>
            <LockKeyhole className="h-4 w-4" aria-hidden="true" />
            Internal note
          </Button>
          <Button variant="secondary" className={actionButton} onClick={() => setAction('reroute')}>
            <Shuffle className="h-4 w-4" aria-hidden="true" />
            Re-route
          </Button>
          <Button
            variant="secondary"
            className={actionButton}
            onClick={() => setAction('escalate')}
            disabled={topLevel}
            title={topLevel ? 'Already escalated to State HQ' : undefined}
          >
            <ArrowUpCircle className="h-4 w-4" aria-hidden="true" />
            Escalate
          </Button>
          <Button variant="secondary" className={actionButton} onClick={() => setAction('map')}>
            {incident.hiddenFromMap ? (
              <MapIcon className="h-4 w-4" aria-hidden="true" />
            ) : (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            )}
            {incident.hiddenFromMap ? 'Show on map' : 'Hide from map'}
          </Button>
          {mayHold ? (
            <Button variant="secondary" className={actionButton} onClick={() => setAction('hold')}>
              <Scale className="h-4 w-4" aria-hidden="true" />
              {incident.legalHold ? 'Lift legal hold' : 'Legal hold'}
            </Button>
          ) : null}
        </div>
        {incident.legalHold ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Under legal hold since {formatFull(incident.legalHold.at)}: {incident.legalHold.reason}
          </p>
        ) : null}
        {incident.retentionClearedAt ? (
          <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            Evidence and reporter identity removed by the retention schedule on{' '}
            {formatFull(incident.retentionClearedAt)}.
          </p>
        ) : null}
      </div>

      <ReporterPanel incident={incident} onReveal={() => setAction('reveal')} />
      <ReviewPanel incident={incident} onReply={() => setAction('reply')} />

      <Modal
        open={action !== null}
        onOpenChange={(open) => !open && close()}
        title={dialog ? dialog.title(incident) : ''}
        description={dialog ? dialog.description(incident) : undefined}
        finalFocus={() => statusButton.current}
      >
        {action === 'acknowledge' ? <AcknowledgeDialog {...props} /> : null}
        {action === 'status' ? <StatusDialog {...props} /> : null}
        {action === 'note' ? <InternalNoteDialog {...props} /> : null}
        {action === 'reroute' ? <RerouteDialog {...props} /> : null}
        {action === 'escalate' ? <EscalateDialog {...props} /> : null}
        {action === 'map' ? <MapVisibilityDialog {...props} /> : null}
        {action === 'hold' ? <LegalHoldDialog {...props} /> : null}
        {action === 'reply' ? <ReplyDialog {...props} /> : null}
        {action === 'reveal' ? <RevealDialog incident={incident} onDone={close} /> : null}
      </Modal>
    </section>
  );
}

function ReporterPanel({ incident, onReveal }: { incident: PoliceCase; onReveal: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <h2 className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-600">
        <Contact className="h-4 w-4" aria-hidden="true" /> Reporter
      </h2>
      {incident.identity === 'named' ? (
        <>
          <p className="mb-2 text-sm text-slate-700">
            Contact details stay hidden until you reveal them with a reason.
          </p>
          <Button variant="secondary" className="w-full" onClick={onReveal}>
            Reveal reporter
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-800" data-testid="reporter-not-revealable">
          {incident.identity === 'hidden'
            ? CASEWORK_MESSAGES.reporterHidden
            : incident.channel === 'ussd' || incident.channel === 'sms'
              ? CASEWORK_MESSAGES.reporterAnonymousByPhone
              : CASEWORK_MESSAGES.reporterAnonymous}
        </p>
      )}
    </div>
  );
}

function ReviewPanel({ incident, onReply }: { incident: PoliceCase; onReply: () => void }) {
  const review = incident.review;
  if (!review) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3" data-testid="case-review">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">Reporter&apos;s review</h2>
      <StarRating value={review.rating} />
      <p className="mt-1 whitespace-pre-wrap break-words text-sm">{review.comments}</p>
      <p className="mt-1 text-xs text-slate-600">{formatFull(review.createdAt)}</p>
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-brand-50 p-2 text-sm">
          <p className="font-semibold text-brand-900">Police reply</p>
          <p className="whitespace-pre-wrap break-words">{review.reply}</p>
          {review.repliedAt ? <p className="text-xs text-slate-600">{formatFull(review.repliedAt)}</p> : null}
        </div>
      ) : null}
      <Button variant="secondary" className="mt-3 w-full" onClick={onReply}>
        <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
        {review.reply ? 'Replace reply' : 'Reply to review'}
      </Button>
    </div>
  );
}
