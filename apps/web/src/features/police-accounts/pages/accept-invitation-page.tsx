import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  POLICE_ACCOUNT_MESSAGES,
  acceptInvitationFormSchema,
  type AcceptInvitationForm,
  type InvitationPreview,
} from '@safeogun/contract/police-accounts';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import type { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { PasswordInput } from '../../../components/ui/password-input';
import { LoadError, PageSpinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { useInvitationPreview } from '../api/use-invitation-preview';
import { showServerFieldErrors } from '../../../lib/form';
import { PhoneField } from '../../../components/ui/phone-field';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

/** A link that cannot be used (used, expired, revoked, unknown): the server's sentence, and the way on. */
function DeadLink({ message }: { message: string }) {
  return (
    <Card title="This invitation link cannot be used">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Link to="/login" className={buttonClasses('secondary', 'mt-6 w-full')}>
        Go to log in
      </Link>
    </Card>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useForm<AcceptInvitationForm, unknown, z.output<typeof acceptInvitationFormSchema>>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { fullName: '', phoneNumber: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async ({ fullName, phoneNumber, password }) => {
    try {
      await accept.mutateAsync({ token, fullName, phoneNumber, password });
      toast.success(POLICE_ACCOUNT_MESSAGES.accepted);
      navigate('/login', { replace: true, state: { message: POLICE_ACCOUNT_MESSAGES.accepted } });
    } catch (error) {
      if (showServerFieldErrors(error, setError, ['fullName', 'phoneNumber', 'password'])) return;
      // The link died while the form was open (revoked, expired, used in another tab): say so in place.
      if (error instanceof ApiError && (error.status === 404 || error.status === 410))
        setError('root', { type: 'server', message: error.message });
      else toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  return (
    <Card title="Set up your police account">
      <p className="text-sm text-slate-700">
        You are invited to the SafeOgun police console as <strong>{invitation.roleLabel}</strong> ({invitation.posting}
        ).
      </p>
      <dl className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <dt className="text-slate-500">Email (you log in with it)</dt>
        <dd className="font-medium break-all text-slate-900">{invitation.email}</dd>
      </dl>
      {errors.root?.message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Field label="Full name" id="accept-full-name" error={errors.fullName?.message} required>
          <Input autoComplete="name" density="comfortable" {...register('fullName')} />
        </Field>
        <PhoneField form={form} name="phoneNumber" id="accept-phone" required />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PasswordChecklist password={watch('password')} confirm={watch('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? 'Creating your account...' : 'Create my account'}
        </Button>
      </form>
    </Card>
  );
}

/**
 * /console/accept-invitation?token=...: who the link invites, as what and where; the invitee sets their name,
 * phone number and password, then logs in as usual. A used, expired, revoked or unknown link says so.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);

  if (!token) return <DeadLink message={POLICE_ACCOUNT_MESSAGES.linkUnknown} />;
  if (preview.isLoading) return <PageSpinner label="Checking your invitation" />;
  if (preview.isError) {
    const error = preview.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 410))
      return <DeadLink message={error.message} />;
    return (
      <Card title="Your invitation">
        <LoadError
          message={errorMessage(error, GENERIC_MESSAGES.somethingWrong)}
          onRetry={() => void preview.refetch()}
        />
      </Card>
    );
  }
  return preview.data ? <AcceptForm token={token} invitation={preview.data} /> : null;
}
