import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';

type NameSchema = z.ZodType<{ name: string }, { name: string }>;

function NameForm({
  schema,
  initial,
  submitLabel,
  onSave,
  onDone,
}: {
  schema: NameSchema;
  initial: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: initial } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['name']))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Name" required error={form.formState.errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <DialogButtons onCancel={onDone} label={submitLabel} pending={form.formState.isSubmitting} />
    </form>
  );
}

/** One name to give or change (an Area Command, an incident type), checked by the contract's schema. */
export function NameDialog({
  open,
  title,
  schema,
  initial = '',
  submitLabel,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  schema: NameSchema;
  initial?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} size="sm">
      {open ? (
        <NameForm schema={schema} initial={initial} submitLabel={submitLabel} onSave={onSave} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
