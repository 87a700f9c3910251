import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import clsx from 'clsx';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { localized } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubmitIncident, type SubmitResult } from '../api/use-submit-incident';
import { Modal } from '../../../components/ui/modal';
import { submittedReportFields } from '../lib/report-payload';
import { useIdempotentAttempt } from '../lib/use-idempotent-attempt';
import { reportErrorsMessage, reportResolver } from '../lib/report-rules';
import {
  AddressInput,
  HideIdentityInput,
  IncidentTypeInput,
  type ReportFieldValues,
} from '../components/report-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSurveyMessages } from '../locales/survey/messages';

const STEPS = ['type', 'address', 'description', 'hideIdentity'] as const;

interface SurveyValues extends Omit<ReportFieldValues, 'stationId'> {
  description: string;
}

/** The fields each step asks for: Next checks them (and the earlier ones) with the signed-in report's rules. */
const STEP_FIELDS: (keyof SurveyValues)[][] = [['incidentTypeId'], ['address'], ['description'], []];

/** /survey: a guided 4-step report (DECISIONS.md) that files a real report. */
export default function SurveyPage() {
  const { _ } = useSurveyMessages();
  const stepLabels: Record<(typeof STEPS)[number], string> = {
    type: _('survey.step.type'),
    address: _('survey.step.address'),
    description: _('survey.step.description'),
    hideIdentity: _('survey.step.hideIdentity'),
  };
  const session = useSession();
  const navigate = useNavigate();
  const submit = useSubmitIncident();
  const [step, setStep] = useState(0);
  const { control, register, handleSubmit, trigger, getFieldState } = useForm<SurveyValues>({
    defaultValues: {
      incidentTypeId: null,
      address: { address: '', useLocation: true, point: null, lga: null },
      description: '',
      hideIdentity: false,
    },
    resolver: reportResolver(() => 'signed-in'),
  });
  const [result, setResult] = useState<SubmitResult | null>(null);
  const attempt = useIdempotentAttempt();

  const next = async () => {
    if (step < STEPS.length - 1) {
      const fields = STEP_FIELDS.slice(0, step + 1).flat();
      if (await trigger(fields)) return setStep(step + 1);
      const messages = fields.flatMap((name) => {
        const message = getFieldState(name).error?.message;
        return message ? [localized(message)] : [];
      });
      return toast.error([...new Set(messages)].join(', '));
    }
    await handleSubmit(send, (errors) => toast.error(reportErrorsMessage(errors)))();
  };

  const send = async (values: SurveyValues) => {
    try {
      const data = await attempt((idempotencyKey) =>
        submit.mutateAsync({
          idempotencyKey,
          payload: {
            ...submittedReportFields(values),
            userId: session?.user.id ?? null,
            stationId: null,
            images: [],
            video: null,
          },
        }),
      );
      toast.success(localized(REPORT_MESSAGES.submitted));
      setResult(data);
    } catch (error) {
      toast.error(errorMessage(error, REPORT_MESSAGES.submitFailed));
    }
  };

  return (
    <>
      <PageHeader title={_('survey.header.title')} subtitle={_('survey.header.subtitle')} />
      <div className="mx-auto max-w-xl px-4 py-6">
        <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={_('survey.steps')}>
          {STEPS.map((name, i) => (
            <li key={name} aria-current={i === step ? 'step' : undefined} className="text-center text-xs">
              <span
                className={clsx(
                  'mx-auto mb-1 flex h-8 w-8 items-center justify-center rounded-full font-bold',
                  i <= step ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600',
                )}
              >
                {i + 1}
              </span>
              {stepLabels[name]}
            </li>
          ))}
        </ol>
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <p className="text-sm font-semibold text-slate-500">
            {_('survey.progress', { step: step + 1, total: STEPS.length })}
          </p>
          {step === 0 ? <IncidentTypeInput control={control} /> : null}
          {step === 1 ? <AddressInput control={control} /> : null}
          {step === 2 ? (
            <TextareaField
              rows={5}
              id="survey-description"
              label={_('survey.description')}
              {...register('description')}
            />
          ) : null}
          {step === 3 ? <HideIdentityInput control={control} /> : null}
          <div className="flex justify-between gap-2">
            <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {_('survey.back')}
            </Button>
            <Button disabled={submit.isPending} onClick={() => void next()}>
              {step === STEPS.length - 1
                ? submit.isPending
                  ? _('survey.submitting')
                  : _('survey.submit')
                : _('survey.next')}
            </Button>
          </div>
        </div>
      </div>
      <Modal open={result !== null} onOpenChange={(o) => !o && setResult(null)} title={_('survey.success.title')}>
        <p className="text-sm">
          {_('survey.success.ticketId')} <strong>{result?.ticketId}</strong>
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <Button onClick={() => navigate(`/reports/${result?.id}`)}>{_('survey.success.viewReport')}</Button>
          <Button variant="ghost" onClick={() => navigate('/dashboard')}>
            {_('survey.success.redirectDashboard')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
