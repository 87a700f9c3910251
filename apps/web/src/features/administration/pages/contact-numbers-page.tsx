import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { contactNumbersSchema, type ContactNumbers } from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useContactNumbers } from '../../../lib/contact-numbers';
import { toast } from '../../../lib/toast';
import { useSaveContactNumbers } from '../api/use-reference';
import { AdminNav } from '../components/admin-nav';
import { ConsolePage } from '../../../components/console/authoring';

function ContactNumbersForm({ initial }: { initial: ContactNumbers }) {
  const save = useSaveContactNumbers();
  const form = useForm<ContactNumbers>({ resolver: zodResolver(contactNumbersSchema), defaultValues: initial });
  const numbers = useFieldArray({ control: form.control, name: 'emergencyNumbers' });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success('Saved: /sos and the footer show these numbers now.');
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-4">
      <Field
        label="Support phone"
        required
        hint="Dialled by Call Support on the SOS page, and shown in the footer."
        error={errors.supportPhone?.message}
      >
        <Input type="tel" {...form.register('supportPhone')} />
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Emergency numbers (the first is the main one)</legend>
        {numbers.fields.map((field, i) => (
          <div key={field.id} className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
            <Field label={`Label ${i + 1}`} error={errors.emergencyNumbers?.[i]?.label?.message}>
              <Input {...form.register(`emergencyNumbers.${i}.label`)} />
            </Field>
            <Field label={`Number ${i + 1}`} error={errors.emergencyNumbers?.[i]?.phone?.message}>
              <Input type="tel" {...form.register(`emergencyNumbers.${i}.phone`)} />
            </Field>
            <Button
              variant="secondary"
              className="sm:mt-6"
              disabled={numbers.fields.length === 1}
              onClick={() => numbers.remove(i)}
              aria-label={`Remove number ${i + 1}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.emergencyNumbers?.message ? (
          <p className="text-sm text-red-700">{errors.emergencyNumbers.message}</p>
        ) : null}
        <Button
          variant="secondary"
          disabled={numbers.fields.length >= 6}
          onClick={() => numbers.append({ label: '', phone: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a number
        </Button>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save numbers'}
        </Button>
      </div>
    </form>
  );
}

/** /console/admin/contact-numbers (administrators): the numbers /sos and the footer show (audited by the server). */
export default function ContactNumbersPage() {
  const numbers = useContactNumbers();
  return (
    <ConsolePage title="Contact numbers" width="max-w-3xl">
      <AdminNav />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Emergency numbers and support phone</h1>
        <p className="mt-1 text-sm text-slate-600">Shown to everyone on the SOS page and in the site&apos;s footer.</p>
      </div>
      <ContactNumbersForm key={JSON.stringify(numbers)} initial={numbers} />
    </ConsolePage>
  );
}
