import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { MAX_EMERGENCY_CONTACTS, type EmergencyContact } from '@safeogun/contract/emergency-contacts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmergencyContacts } from '../api/use-emergency-contacts';
import { useCreateEmergencyContact } from '../api/use-create-emergency-contact';
import { useUpdateEmergencyContact } from '../api/use-update-emergency-contact';
import { useDeleteEmergencyContact } from '../api/use-delete-emergency-contact';
import { ContactFields } from './contact-fields';
import { emptyRow, rowFromContact, toInput } from '../lib/contact-row';
import { allContactsCompleteSchema, rowErrorsAt, type ContactsForm } from '../lib/contact-form';

/** What the form holds: new contacts being added, or the one saved contact being edited (one at a time). */
type FormMode = { kind: 'adding' } | { kind: 'editing'; id: string } | null;

/**
 * Settings > Emergency Contact: the list, adding several in one session, editing one at a time, deleting.
 * Rendered by the settings page (/profile).
 */
export function SettingsEmergencyContacts() {
  const contacts = useEmergencyContacts();
  const create = useCreateEmergencyContact();
  const update = useUpdateEmergencyContact();
  const remove = useDeleteEmergencyContact();
  const [mode, setMode] = useState<FormMode>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useForm<ContactsForm>({ resolver: zodResolver(allContactsCompleteSchema), defaultValues: { rows: [] } });
  const { fields, append, remove: removeRow, replace } = useFieldArray({ control, name: 'rows' });
  const adding = mode?.kind === 'adding';
  const editingId = mode?.kind === 'editing' ? mode.id : null;

  const openForm = (next: FormMode, rows: ContactsForm['rows']) => {
    reset({ rows });
    setMode(next);
  };
  const close = () => openForm(null, []);

  const saveNew = async ({ rows }: ContactsForm) => {
    try {
      let first: string | null = null;
      for (const row of rows) {
        const res = await create.mutateAsync(toInput(row));
        first ??= res.message;
      }
      close();
      toast.success(first ?? CONTACT_MESSAGES.created);
    } catch (error) {
      toast.error(`Error: ${errorMessage(error, CONTACT_MESSAGES.saveFailed)}`);
      // Rows already saved leave the form so a retry does not send them twice.
      const saved = new Set((await contacts.refetch()).data?.map((c) => c.phoneNumber));
      replace(rows.filter((r) => !saved.has(`+234${r.phone}`)));
    }
  };

  const saveEdit = async ({ rows: [row] }: ContactsForm) => {
    if (!editingId || !row) return;
    try {
      const res = await update.mutateAsync({ id: editingId, ...toInput(row) });
      close();
      toast.success(res.message || CONTACT_MESSAGES.updated);
    } catch (error) {
      toast.error(`Error: ${errorMessage(error, CONTACT_MESSAGES.saveFailed)}`);
    }
  };

  const submit = (save: (values: ContactsForm) => Promise<void>) =>
    handleSubmit(save, () => toast.error(CONTACT_MESSAGES.settingsInvalid));

  const del = async (contact: EmergencyContact) => {
    if (!window.confirm(`Delete ${contact.fullName} from your emergency contacts?`)) return;
    try {
      const res = await remove.mutateAsync(contact.id);
      toast.success(res.message || CONTACT_MESSAGES.deleted);
    } catch (error) {
      toast.error(`Error: ${errorMessage(error, CONTACT_MESSAGES.deleteFailed)}`);
    }
  };

  const list = contacts.data ?? [];
  const room = MAX_EMERGENCY_CONTACTS - list.length - (adding ? fields.length : 0);

  return (
    <section aria-labelledby="settings-emergency-contacts-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="settings-emergency-contacts-title" className="text-lg font-bold text-brand-900">
            Emergency Contact
          </h2>
          <p className="text-sm text-slate-600">{CONTACT_MESSAGES.intro}</p>
        </div>
        {!mode ? (
          <Button
            variant="secondary"
            disabled={room <= 0 || contacts.isPending}
            onClick={() => openForm({ kind: 'adding' }, [emptyRow()])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Add contact
          </Button>
        ) : null}
      </div>

      {contacts.isPending ? (
        <div className="flex items-center gap-3 py-6 text-slate-600">
          <Spinner label={CONTACT_MESSAGES.loading} /> {CONTACT_MESSAGES.loading}
        </div>
      ) : contacts.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {CONTACT_MESSAGES.fetchFailed}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void contacts.refetch()}>
            {CONTACT_MESSAGES.tryAgain}
          </button>
        </div>
      ) : list.length === 0 && !adding ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <span className="font-semibold">{CONTACT_MESSAGES.emptyTitle}.</span> {CONTACT_MESSAGES.emptyBody}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.map((c) =>
            editingId === c.id ? (
              <li key={c.id} className="space-y-3 p-4" data-testid="settings-contact-edit">
                <ContactFields
                  control={control}
                  index={0}
                  idPrefix={`settings-edit-${c.id}`}
                  errors={rowErrorsAt(errors, 0)}
                />
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" disabled={busy} onClick={close}>
                    Cancel
                  </Button>
                  <Button disabled={busy} onClick={() => void submit(saveEdit)()}>
                    {busy ? CONTACT_MESSAGES.saving : 'Save'}
                  </Button>
                </div>
              </li>
            ) : (
              <li key={c.id} className="flex items-center justify-between gap-3 p-4" data-testid="settings-contact">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{c.fullName}</p>
                  <p className="text-sm text-slate-600">
                    <Phone className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
                    {c.phoneNumber} · {c.relationship}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className="rounded-md p-2 text-brand-700 hover:bg-brand-50 disabled:opacity-40"
                    aria-label={`Edit ${c.fullName}`}
                    disabled={!!mode}
                    onClick={() => openForm({ kind: 'editing', id: c.id }, [rowFromContact(c)])}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="rounded-md p-2 text-red-600 hover:bg-red-50 disabled:opacity-40"
                    aria-label={`Delete ${c.fullName}`}
                    disabled={!!editingId}
                    onClick={() => void del(c)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      {adding ? (
        <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-900">New contacts</h3>
          {fields.map((field, i) => (
            <div key={field.id} className="rounded-lg bg-white p-3" data-testid="settings-new-contact">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-medium text-slate-700">New contact {i + 1}</span>
                {fields.length > 1 ? (
                  <button
                    type="button"
                    className="rounded-md p-1 text-red-600 hover:bg-red-50"
                    aria-label={`Remove new contact ${i + 1}`}
                    onClick={() => removeRow(i)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              <ContactFields
                control={control}
                index={i}
                idPrefix={`settings-new-${i}`}
                errors={rowErrorsAt(errors, i)}
              />
            </div>
          ))}
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="ghost" disabled={room <= 0} onClick={() => append(emptyRow())}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add another
            </Button>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={busy} onClick={close}>
                Cancel
              </Button>
              <Button disabled={busy} onClick={() => void submit(saveNew)()}>
                {busy ? CONTACT_MESSAGES.saving : 'Save contacts'}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export default SettingsEmergencyContacts;
