import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  invitationBodySchema,
  INVITATION_TTL_HOURS,
  type InvitationBody,
  type InvitationInput,
} from '@safeogun/contract/police-accounts';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/use-invitations';
import { PostingFields } from './posting-fields';
import { showServerFieldErrors } from '../../../lib/form';

const EMPTY: InvitationBody = { email: '', role: 'officer', stationId: null, areaCommandId: null };

/** Invite by email with a role and its posting; the invitee gets a link valid INVITATION_TTL_HOURS. */
export function InviteForm() {
  const invite = useInvite();
  const form = useForm<InvitationBody, unknown, InvitationInput>({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${invitation.email}.`);
      reset({ ...EMPTY, role: values.role });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['email', 'role', 'stationId', 'areaCommandId']))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="invite-heading">
      <div>
        <h2 id="invite-heading" className="text-lg font-bold text-brand-900">
          Invite a police account
        </h2>
        <p className="text-sm text-slate-600">
          The invitation mail carries a link valid for {INVITATION_TTL_HOURS} hours, where they set their name, phone
          number and password.
        </p>
      </div>
      <Field label="Email" id="invite-email" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" placeholder="name@police.example" {...register('email')} />
      </Field>
      <PostingFields form={form} idPrefix="invite" />
      <Button type="submit" disabled={invite.isPending} className="w-full sm:w-auto">
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
