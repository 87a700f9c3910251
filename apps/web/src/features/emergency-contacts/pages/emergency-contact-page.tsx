import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { MAX_EMERGENCY_CONTACTS, type EmergencyContact } from '@safeogun/contract/emergency-contacts';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmergencyContacts } from '../api/use-emergency-contacts';
import { useCreateEmergencyContact } from '../api/use-create-emergency-contact';
import { useUpdateEmergencyContact } from '../api/use-update-emergency-contact';
import { useDeleteEmergencyContact } from '../api/use-delete-emergency-contact';
import { ContactFields } from '../components/contact-fields';
import { useEmergencyContactsMessages } from '../locales/emergency-contacts/messages';
import { useLocalized } from '../../../lib/i18n';
import {
  emptyRow,
  isBlank,
  isComplete,
  rowFromContact,
  sameContact,
  toInput,
  validateRow,
  type ContactRow,
} from '../lib/contact-row';
import { atLeastOneContactCompleteSchema, type ContactsForm } from '../lib/contact-form';

function rowsFrom(contacts: EmergencyContact[] | undefined): ContactRow[] {
  return contacts && contacts.length > 0 ? contacts.map(rowFromContact) : [emptyRow()];
}

/** /emergency-contact: edit all contacts as rows; Save sends only complete rows. */
export default function EmergencyContactPage() {
  const { _ } = useEmergencyContactsMessages();
  const localized = useLocalized();
  const contacts = useEmergencyContacts();
  const create = useCreateEmergencyContact();
  const update = useUpdateEmergencyContact();
  const remove = useDeleteEmergencyContact();
  const { control, handleSubmit, reset, watch } = useForm<ContactsForm>({
    resolver: zodResolver(atLeastOneContactCompleteSchema),
    defaultValues: { rows: [] },
  });
  const { fields, append, remove: removeRow, replace } = useFieldArray({ control, name: 'rows' });
  const [loaded, setLoaded] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const rows = watch('rows');

  useEffect(() => {
    if (!contacts.data || loaded) return;
    reset({ rows: rowsFrom(contacts.data) });
    setLoaded(true);
  }, [contacts.data, loaded, reset]);

  if (contacts.isPending || (contacts.data && !loaded))
    return <PageSpinner label={localized(CONTACT_MESSAGES.loading)} />;
  if (contacts.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="font-semibold text-slate-800">{localized(CONTACT_MESSAGES.fetchFailed)}</p>
        <Button className="mt-4" onClick={() => void contacts.refetch()}>
          {localized(CONTACT_MESSAGES.tryAgain)}
        </Button>
      </div>
    );
  }
  const several = fields.length > 1;

  const cancel = () => {
    replace(rowsFrom(contacts.data));
    setShowErrors(false);
    toast.info(localized(CONTACT_MESSAGES.cancelled));
  };

  const save = async ({ rows: current }: ContactsForm) => {
    const complete = current.filter(isComplete);
    setSaving(true);
    const saved = contacts.data ?? [];
    const keptIds = new Set(current.filter((r) => r.id).map((r) => r.id));
    let firstMessage: string | null = null;
    try {
      for (const gone of saved.filter((c) => !keptIds.has(c.id))) {
        const res = await remove.mutateAsync(gone.id);
        firstMessage ??= res.message;
      }
      for (const row of complete) {
        const before = row.id ? saved.find((c) => c.id === row.id) : undefined;
        if (before && sameContact(row, before)) continue;
        const res = before
          ? await update.mutateAsync({ id: before.id, ...toInput(row) })
          : await create.mutateAsync(toInput(row));
        firstMessage ??= res.message;
      }
      const fresh = await contacts.refetch();
      replace(rowsFrom(fresh.data));
      setShowErrors(false);
      toast.success(firstMessage ?? localized(CONTACT_MESSAGES.saved));
    } catch (error) {
      toast.error(_('emergencyContacts.toast.error', { message: errorMessage(error, CONTACT_MESSAGES.saveFailed) }));
      // Keep the typed rows; saved ones are re-read so a retry does not duplicate them.
      const fresh = await contacts.refetch();
      if (fresh.data) {
        const byPhone = new Map(fresh.data.map((c) => [c.phoneNumber, c]));
        replace(
          current.map((r) => {
            const match = !r.id ? byPhone.get(`+234${r.phone}`) : undefined;
            return match ? rowFromContact(match) : r;
          }),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={_('emergencyContacts.page.title')} subtitle={localized(CONTACT_MESSAGES.intro)} />
      <div className="mx-auto max-w-4xl px-4 py-6">
        <form
          onSubmit={(event) =>
            void handleSubmit(save, (errors) => {
              setShowErrors(true);
              toast.error(localized(errors.rows?.message ?? CONTACT_MESSAGES.atLeastOne));
            })(event)
          }
          noValidate
          className="space-y-4"
        >
          {fields.map((field, index) => {
            const row = rows[index] ?? field;
            const complete = isComplete(row);
            // Blank rows are skipped on save, so only rows the user started show their messages.
            const errors = showErrors && !isBlank(row) ? validateRow(row) : {};
            return (
              <fieldset
                key={field.id}
                data-testid="contact-row"
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <legend className="sr-only">{_('emergencyContacts.row.title', { number: index + 1 })}</legend>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-slate-700">
                    {_('emergencyContacts.row.title', { number: index + 1 })}
                  </span>
                  <div className="flex items-center gap-2">
                    {several ? (
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          complete ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800',
                        )}
                      >
                        {localized(complete ? CONTACT_MESSAGES.complete : CONTACT_MESSAGES.incomplete)}
                      </span>
                    ) : null}
                    {several ? (
                      <button
                        type="button"
                        className="rounded-md p-2 text-red-600 hover:bg-red-50"
                        aria-label={_('emergencyContacts.row.remove', { number: index + 1 })}
                        onClick={() => removeRow(index)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    ) : null}
                  </div>
                </div>
                <ContactFields control={control} index={index} idPrefix={`contact-${index}`} errors={errors} />
              </fieldset>
            );
          })}
          <Button variant="ghost" onClick={() => append(emptyRow())} disabled={fields.length >= MAX_EMERGENCY_CONTACTS}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {localized(CONTACT_MESSAGES.addMore)}
          </Button>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={cancel} disabled={saving}>
              {_('emergencyContacts.action.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {localized(saving ? CONTACT_MESSAGES.saving : CONTACT_MESSAGES.saveChanges)}
            </Button>
          </div>
        </form>
        <p className="mt-6 text-sm text-slate-600">
          {_('emergencyContacts.page.smsNote')}{' '}
          <Link to="/call-emergency-contact" className="font-semibold text-brand-700 underline">
            {_('emergencyContacts.page.callLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
