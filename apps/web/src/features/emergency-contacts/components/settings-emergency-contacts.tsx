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
import { ContactFields, useRelationshipLabel } from './contact-fields';
import { useEmergencyContactsMessages } from '../locales/emergency-contacts/messages';
import { useLocalized } from '../../../lib/i18n';
import { emptyRow, rowFromContact, toInput } from '../lib/contact-row';
import { allContactsCompleteSchema, rowErrorsAt, type ContactsForm } from '../lib/contact-form';
import { Section } from '../../../components/ui/section';

/** What the form holds: new contacts being added, or the one saved contact being edited (one at a time). */
type FormMode = { kind: 'adding' } | { kind: 'editing'; id: string } | null;

/**
 * Settings > Emergency Contact: the list, adding several in one session, editing one at a time, deleting.
 * Rendered by the settings page (/profile).
 */
export function SettingsEmergencyContacts() {
  const { _ } = useEmergencyContactsMessages();
  const localized = useLocalized();
  const relationshipLabel = useRelationshipLabel();
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
      toast.success(first ?? localized(CONTACT_MESSAGES.created));
    } catch (error) {
      toast.error(_('emergencyContacts.toast.error', { message: errorMessage(error, CONTACT_MESSAGES.saveFailed) }));
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
      toast.success(res.message || localized(CONTACT_MESSAGES.updated));
    } catch (error) {
      toast.error(_('emergencyContacts.toast.error', { message: errorMessage(error, CONTACT_MESSAGES.saveFailed) }));
    }
  };

  const submit = (save: (values: ContactsForm) => Promise<void>) =>
    handleSubmit(save, () => toast.error(localized(CONTACT_MESSAGES.settingsInvalid)));

  const del = async (contact: EmergencyContact) => {
    if (!window.confirm(_('emergencyContacts.settings.deleteConfirm', { name: contact.fullName }))) return;
    try {
      const res = await remove.mutateAsync(contact.id);
      toast.success(res.message || localized(CONTACT_MESSAGES.deleted));
    } catch (error) {
      toast.error(_('emergencyContacts.toast.error', { message: errorMessage(error, CONTACT_MESSAGES.deleteFailed) }));
    }
  };

  const list = contacts.data ?? [];
  const room = MAX_EMERGENCY_CONTACTS - list.length - (adding ? fields.length : 0);

  return (
    <Section
      title={_('emergencyContacts.settings.title')}
      titleId="settings-emergency-contacts-title"
      className="space-y-4"
      titleClassName="text-lg font-bold text-brand-900"
      subtitle={<p className="text-sm text-slate-600">{localized(CONTACT_MESSAGES.intro)}</p>}
      aside={
        mode ? null : (
          <Button
            variant="secondary"
            disabled={room <= 0 || contacts.isPending}
            onClick={() => openForm({ kind: 'adding' }, [emptyRow()])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {_('emergencyContacts.settings.add')}
          </Button>
        )
      }
      headerClassName="flex flex-wrap items-center justify-between gap-3"
    >
      {contacts.isPending ? (
        <div className="flex items-center gap-3 py-6 text-slate-600">
          <Spinner label={localized(CONTACT_MESSAGES.loading)} /> {localized(CONTACT_MESSAGES.loading)}
        </div>
      ) : contacts.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {localized(CONTACT_MESSAGES.fetchFailed)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void contacts.refetch()}>
            {localized(CONTACT_MESSAGES.tryAgain)}
          </button>
        </div>
      ) : list.length === 0 && !adding ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <span className="font-semibold">{localized(CONTACT_MESSAGES.emptyTitle)}.</span>{' '}
          {localized(CONTACT_MESSAGES.emptyBody)}
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
                    {_('emergencyContacts.action.cancel')}
                  </Button>
                  <Button disabled={busy} onClick={() => void submit(saveEdit)()}>
                    {busy ? localized(CONTACT_MESSAGES.saving) : _('emergencyContacts.settings.save')}
                  </Button>
                </div>
              </li>
            ) : (
              <li key={c.id} className="flex items-center justify-between gap-3 p-4" data-testid="settings-contact">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{c.fullName}</p>
                  <p className="text-sm text-slate-600">
                    <Phone className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
                    {c.phoneNumber} · {relationshipLabel(c.relationship)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className="rounded-md p-2 text-brand-700 hover:bg-brand-50 disabled:opacity-40"
                    aria-label={_('emergencyContacts.settings.edit', { name: c.fullName })}
                    disabled={!!mode}
                    onClick={() => openForm({ kind: 'editing', id: c.id }, [rowFromContact(c)])}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="rounded-md p-2 text-red-600 hover:bg-red-50 disabled:opacity-40"
                    aria-label={_('emergencyContacts.settings.delete', { name: c.fullName })}
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
          <h3 className="font-semibold text-brand-900">{_('emergencyContacts.settings.newTitle')}</h3>
          {fields.map((field, i) => (
            <div key={field.id} className="rounded-lg bg-white p-3" data-testid="settings-new-contact">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-medium text-slate-700">
                  {_('emergencyContacts.settings.newRow', { number: i + 1 })}
                </span>
                {fields.length > 1 ? (
                  <button
                    type="button"
                    className="rounded-md p-1 text-red-600 hover:bg-red-50"
                    aria-label={_('emergencyContacts.settings.removeNew', { number: i + 1 })}
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
              <Plus className="h-4 w-4" aria-hidden="true" /> {_('emergencyContacts.settings.addAnother')}
            </Button>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={busy} onClick={close}>
                {_('emergencyContacts.action.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => void submit(saveNew)()}>
                {busy ? localized(CONTACT_MESSAGES.saving) : _('emergencyContacts.settings.saveNew')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </Section>
  );
}

export default SettingsEmergencyContacts;
