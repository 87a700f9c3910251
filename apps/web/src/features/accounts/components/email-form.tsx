import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '@safeogun/contract/auth';
import { Button } from '../../../components/ui/button';
import { fieldProps } from '../../../lib/form';
import { EmailField } from './form-field';

const emailStepSchema = z.object({ email: emailSchema });
type EmailStep = z.infer<typeof emailStepSchema>;

/** The state of the email step; the page keeps it, so going back to the step shows the email as it was typed. */
export function useEmailForm() {
  return useForm<EmailStep>({ resolver: zodResolver(emailStepSchema), defaultValues: { email: '' } });
}

/**
 * The email step that starts sign-up and password reset: the email, then a full-width submit button that is
 * disabled, and says `pendingLabel`, while `onEmail` runs.
 */
export function EmailForm({
  form,
  onEmail,
  submitLabel,
  pendingLabel,
}: {
  form: UseFormReturn<EmailStep>;
  onEmail: (email: string) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
}) {
  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={form.handleSubmit(({ email }) => onEmail(email))} noValidate className="space-y-4">
      <EmailField {...fieldProps(form, 'email')} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
