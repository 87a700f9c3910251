import { useState, type FormEvent, type ReactNode } from 'react';
import { BadgeCheck, CheckCircle2, Flag, UserCheck } from 'lucide-react';
import { POLICE_TEXT_MAX_LENGTH } from '@safeogun/contract/police';
import type { PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAssignees } from '../api/use-alerts';
import { officerAt } from '../lib/labels';
import {
  useAcknowledgeAlert,
  useAddAlertNote,
  useAssignAlert,
  useCloseAttended,
  useMarkFalseAlert,
} from '../api/use-alert-actions';

const FAILED = 'That did not go through. Check your connection and try again.';

/** A dialog's form: its fields, the refusal if any, Cancel and the submit button (kept focusable while sending). */
function DialogForm({
  onSubmit,
  onCancel,
  pending,
  failure,
  submitLabel,
  danger = false,
  children,
}: {
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {children}
      <FormFooter failure={failure} pending={pending} onDone={onCancel}>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} aria-disabled={pending}>
          {pending ? 'Sending...' : submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}

type Closing = 'attended' | 'false-alert';
type Dialog = 'assign' | Closing | null;

/** Runs a mutation; a refusal is said in the dialog (or a toast when there is none). Resolves true on success. */
async function attempt(send: () => Promise<unknown>, success: string, onFailure: (message: string) => void) {
  try {
    await send();
    toast.success(success);
    return true;
  } catch (error) {
    onFailure(errorMessage(error, FAILED));
    return false;
  }
}

/** What the officer can do with an open alert: acknowledge, assign, close (attended or false alert). */
export function AlertActions({ alert }: { alert: PoliceSosAlertDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const acknowledge = useAcknowledgeAlert(alert.id);
  const open = alert.status === 'new' || alert.status === 'acknowledged';
  const show = (next: Dialog) => {
    setFailure(null);
    setDialog(next);
  };

  return (
    <div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          {alert.status === 'new' ? (
            <Button
              className="text-base"
              aria-disabled={acknowledge.isPending}
              onClick={() =>
                !acknowledge.isPending &&
                void attempt(
                  () => acknowledge.mutateAsync(),
                  'Acknowledged: the sender has been told.',
                  (m) => toast.error(m),
                )
              }
            >
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />
              {acknowledge.isPending ? 'Acknowledging...' : 'Acknowledge'}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => show('assign')}>
            <UserCheck className="h-4 w-4" aria-hidden="true" /> Assign
          </Button>
          <Button variant="secondary" onClick={() => show('attended')}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Close as attended
          </Button>
          <Button variant="secondary" onClick={() => show('false-alert')}>
            <Flag className="h-4 w-4" aria-hidden="true" /> Close as false alert
          </Button>
        </div>
      ) : null}

      <Modal open={dialog === 'assign'} onOpenChange={(o) => !o && setDialog(null)} title="Assign the alert">
        {dialog === 'assign' ? (
          <AssignForm alert={alert} failure={failure} setFailure={setFailure} onDone={() => setDialog(null)} />
        ) : null}
      </Modal>
      <Modal open={dialog === 'attended'} onOpenChange={(o) => !o && setDialog(null)} title="Close as attended">
        {dialog === 'attended' ? (
          <CloseForm
            alertId={alert.id}
            outcome="attended"
            failure={failure}
            setFailure={setFailure}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Modal>
      <Modal
        open={dialog === 'false-alert'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Close as a false alert?"
        description={
          alert.senderNamed
            ? "It counts on the sender's record: after 3 false alerts the account is flagged for State HQ."
            : "The sender hid their identity: their account's record does not change."
        }
      >
        {dialog === 'false-alert' ? (
          <CloseForm
            alertId={alert.id}
            outcome="false-alert"
            failure={failure}
            setFailure={setFailure}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}

interface FormProps {
  failure: string | null;
  setFailure: (message: string | null) => void;
  onDone: () => void;
}

function AssignForm({ alert, failure, setFailure, onDone }: FormProps & { alert: PoliceSosAlertDetail }) {
  const assignees = useAssignees(alert.id, true);
  const assign = useAssignAlert(alert.id);
  const [choice, setChoice] = useState('');
  const submit = async () => {
    if (!choice) return setFailure('Choose a station or an officer.');
    const [kind, id] = choice.split(':') as ['station' | 'officer', string];
    const body = kind === 'station' ? { stationId: Number(id) } : { officerId: id };
    if (await attempt(() => assign.mutateAsync(body), 'The alert was assigned.', setFailure)) onDone();
  };
  if (assignees.isLoading) return <Spinner label="Loading stations and officers" />;
  if (assignees.isError) return <p className="text-sm text-red-700">{errorMessage(assignees.error, FAILED)}</p>;
  const { stations = [], officers = [] } = assignees.data ?? {};
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} pending={assign.isPending} failure={failure} submitLabel="Assign">
      <Field label="Station or officer" hint="Stations nearest the alert first.">
        <Select value={choice} onChange={(e) => setChoice(e.target.value)} placeholder="Choose...">
          <optgroup label="Officers">
            {officers.map((o) => (
              <option key={o.id} value={`officer:${o.id}`}>
                {officerAt(o.name ?? 'Officer', o.station.name)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Stations">
            {stations.map((s) => (
              <option key={s.id} value={`station:${s.id}`}>
                {s.name}
                {s.distanceKm !== null ? ` (${s.distanceKm} km)` : ''}
              </option>
            ))}
          </optgroup>
        </Select>
      </Field>
    </DialogForm>
  );
}

/** Closes the alert as attended (with an optional note of what was done) or as a false alert. */
function CloseForm({
  alertId,
  outcome,
  failure,
  setFailure,
  onDone,
}: FormProps & { alertId: string; outcome: Closing }) {
  const attended = useCloseAttended(alertId);
  const falseAlert = useMarkFalseAlert(alertId);
  const [note, setNote] = useState('');
  const pending = attended.isPending || falseAlert.isPending;
  const submit = async () => {
    const done =
      outcome === 'attended'
        ? await attempt(
            () => attended.mutateAsync(note.trim() ? { note: note.trim() } : {}),
            'The alert was closed as attended.',
            setFailure,
          )
        : await attempt(() => falseAlert.mutateAsync(), 'The alert was closed as a false alert.', setFailure);
    if (done) onDone();
  };
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      pending={pending}
      failure={failure}
      submitLabel={outcome === 'attended' ? 'Close as attended' : 'Close as false alert'}
      danger={outcome === 'false-alert'}
    >
      {outcome === 'attended' ? (
        <TextareaField
          id="sos-attended-note"
          label="What was done (optional, police only)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={POLICE_TEXT_MAX_LENGTH}
          length={note.length}
          rows={3}
        />
      ) : null}
    </DialogForm>
  );
}

/** A note for police only, added to the alert's history (a closed alert's too). */
export function NoteForm({ alertId }: { alertId: string }) {
  const add = useAddAlertNote(alertId);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!note.trim()) return setFailure('A note is required.');
    setFailure(null);
    if (await attempt(() => add.mutateAsync({ note: note.trim() }), 'The note was added.', setFailure)) setNote('');
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-2">
      <TextareaField
        id={`sos-note-${alertId}`}
        label="Add a note (police only)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={POLICE_TEXT_MAX_LENGTH}
        rows={2}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `sos-note-${alertId}-error` : undefined}
      />
      {failure ? (
        <p id={`sos-note-${alertId}-error`} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" aria-disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}
