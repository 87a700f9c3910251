import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ALERT_SEVERITIES, type AlertInput } from '@safeogun/contract/community';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { BackLink, ConsolePage } from '../../../components/console/authoring';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, FieldError, RequiredLegend } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAddressableLgas, usePreviewAlert, usePublishAlert } from '../api/use-community-authoring';
import { CommunityNav } from '../components/community-nav';
import { LgaPicker } from '../components/lga-picker';
import { SeverityBadge } from '../components/severity-badge';
import {
  alertFormSchema,
  listErrors,
  localMinute,
  missingLgas,
  placesOf,
  plural,
  type AlertFormValues,
} from '../lib/forms';

const FORM_FIELDS = ['title', 'body', 'severity', 'lgas', 'expiresAt', 'notify'] as const;

const SEVERITY_HINTS: Record<(typeof ALERT_SEVERITIES)[number], string> = {
  info: 'Something residents should know (a road closure, a meeting).',
  warning: 'A risk to take care about (a pattern of thefts, a scam going round).',
  danger: 'A threat to life or safety now (an attack, a kidnapping).',
};

/**
 * /console/community/alerts/new (administrators, State HQ, area commanders): publish a security alert for LGAs.
 * Before it goes, the console asks the server how many residents it would notify in the app and by text, and
 * asks the officer to confirm with those numbers in front of them.
 */
export default function AlertFormPage() {
  const navigate = useNavigate();
  const reach = useAddressableLgas();
  const preview = usePreviewAlert();
  const publish = usePublishAlert();
  const [confirming, setConfirming] = useState<{
    input: AlertInput;
    recipients: number;
    texts: number;
  } | null>(null);
  const form = useForm<AlertFormValues, unknown, AlertInput>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: {
      title: '',
      body: '',
      severity: 'warning',
      lgas: [],
      expiresAt: localMinute(24 * 60),
      notify: true,
    },
  });
  const errors = form.formState.errors;
  const lgasError = listErrors(errors.lgas).error;

  const review = form.handleSubmit(async (input) => {
    if (missingLgas(reach.data?.wholeState, input.lgas)) {
      form.setError('lgas', { message: 'Choose at least one LGA of your Area Command.' });
      return;
    }
    try {
      const numbers = await preview.mutateAsync(input.lgas);
      setConfirming({ input, ...numbers });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FORM_FIELDS))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  const send = async () => {
    if (!confirming) return;
    try {
      const result = await publish.mutateAsync(confirming.input);
      toast.success(
        confirming.input.notify
          ? `Security alert published. ${plural(result.recipients, 'person', 'people')} notified in the app, ${plural(result.texts, 'text', 'texts')} on the way.`
          : 'Security alert published. Nobody was notified: it shows on the community hub.',
      );
      void navigate('/console/community/alerts');
    } catch (error) {
      setConfirming(null);
      if (!showServerFieldErrors(error, form.setError, FORM_FIELDS))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };

  return (
    <ConsolePage title="Publish a security alert" width="max-w-3xl">
      <CommunityNav />
      <BackLink to="/console/community/alerts">All security alerts</BackLink>
      <h1 className="text-2xl font-bold text-brand-900">Publish a security alert</h1>
      <form onSubmit={(e) => void review(e)} noValidate className="space-y-5">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} maxLength={120} />
        </Field>
        <Field
          label="What residents should know and do"
          required
          hint="Plain words: what happened, where, and what to do. At most 1,000 characters; a text carries the first 300."
          error={errors.body?.message}
        >
          <Textarea {...form.register('body')} rows={5} maxLength={1000} className="py-2 text-sm" />
        </Field>
        <fieldset className="space-y-2">
          <RequiredLegend>Severity</RequiredLegend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ALERT_SEVERITIES.map((severity) => (
              <label
                key={severity}
                className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={severity}
                  {...form.register('severity')}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span>
                  <SeverityBadge severity={severity} />
                  <span className="mt-1 block text-slate-600">{SEVERITY_HINTS[severity]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.severity?.message ? <FieldError>{errors.severity.message}</FieldError> : null}
        </fieldset>
        <Controller
          control={form.control}
          name="lgas"
          render={({ field }) => <LgaPicker value={field.value ?? []} onChange={field.onChange} error={lgasError} />}
        />
        <Field
          label="Expires"
          required
          hint="Your local time. The alert leaves the hub and the dashboards then."
          error={errors.expiresAt?.message}
        >
          <Input type="datetime-local" {...form.register('expiresAt')} min={localMinute(1)} />
        </Field>
        <div className="space-y-1">
          <Checkbox {...form.register('notify')} align="start">
            <span>
              <span className="font-semibold">Notify residents</span>
              <span className="block text-slate-600">
                Residents of these LGAs who left &quot;Security alerts for my area&quot; on get a notification in the
                app; those who chose texts also get one SMS.
              </span>
            </span>
          </Checkbox>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={preview.isPending || reach.isLoading}>
            {preview.isPending ? 'Counting the residents…' : 'Review and publish'}
          </Button>
          <Link
            to="/console/community/alerts"
            className="inline-flex min-h-11 items-center justify-center px-4 text-sm font-semibold text-brand-700"
          >
            Cancel
          </Link>
        </div>
      </form>

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && !publish.isPending && setConfirming(null)}
        title="Publish this alert?"
        sheet
      >
        {confirming ? (
          <div className="space-y-4 text-sm text-slate-700">
            <div className="space-y-1 rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={confirming.input.severity} />
                <span className="font-semibold text-slate-900">{confirming.input.title}</span>
              </p>
              <p>For: {placesOf(confirming.input.lgas)}</p>
              <p>Until: {formatDateTime(confirming.input.expiresAt)}</p>
            </div>
            {confirming.input.notify ? (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-950" data-testid="alert-reach">
                <strong>{plural(confirming.recipients, 'person', 'people')}</strong> will be notified in the app, and{' '}
                <strong>{plural(confirming.texts, 'person', 'people')}</strong> of them texted. This cannot be called
                back once sent.
              </p>
            ) : (
              <p className="rounded-lg bg-slate-50 p-3" data-testid="alert-reach">
                Nobody will be notified: the alert only shows on the community hub and the dashboards. With &quot;Notify
                residents&quot; on, {plural(confirming.recipients, 'person', 'people')} would be notified.
              </p>
            )}
            <ModalActions className="sm:flex-row-reverse sm:justify-start">
              <Button disabled={publish.isPending} onClick={() => void send()}>
                {publish.isPending
                  ? 'Publishing…'
                  : confirming.input.notify
                    ? `Publish and notify ${plural(confirming.recipients, 'person', 'people')}`
                    : 'Publish without notifying'}
              </Button>
              <Button variant="secondary" disabled={publish.isPending} onClick={() => setConfirming(null)}>
                Go back and edit
              </Button>
            </ModalActions>
          </div>
        ) : null}
      </Modal>
    </ConsolePage>
  );
}
