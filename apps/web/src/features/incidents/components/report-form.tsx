import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import type { ReportMode } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button } from '../../../components/ui/button';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { localized } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubmitIncident, type SubmitResult } from '../api/use-submit-incident';
import { checkFiles, splitFiles, uploadOrder } from '../lib/files';
import { useLocalDraft } from '../lib/use-local-draft';
import { draftFields, readDraftFields, worthKeeping } from '../lib/report-draft-fields';
import { useUploadProgress } from '../lib/use-upload-progress';
import { UploadProgressList } from './upload-progress-list';
import { addressPayload } from '../lib/report-payload';
import { useIdempotentAttempt } from '../lib/use-idempotent-attempt';
import { preloadReportRules, reportErrorsMessage, reportResolver } from '../lib/report-rules';
import { CopyButton } from '../../../components/ui/copy-button';
import { MediaPicker } from './media-picker';
import { Modal } from '../../../components/ui/modal';
import {
  AddressInput,
  HideIdentityInput,
  IncidentTypeInput,
  StationInput,
  type ReportFieldValues,
} from './report-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useReportFormMessages } from '../locales/report-form/messages';
import { failedOnNetwork, isOffline } from '../../../lib/offline';
import type { OutboxItem } from '../../../lib/outbox';
import { newIdempotencyKey } from '../lib/report-payload';
import { NOT_ON_BEHALF, OnBehalfOfFields, onBehalfOfPayload } from './on-behalf-of-fields';

// The outbox's code (decision 025) is needed only when a report cannot go: fetched once the form has rendered, not
// in the page's first load. The "Waiting for network" note renders only after a report went to the outbox.
const loadQueueReport = () => import('../lib/queue-report');
const loadWaitingForNetwork = () => import('../../../components/outbox/waiting-for-network');
const WaitingForNetwork = lazy(() => loadWaitingForNetwork().then((m) => ({ default: m.WaitingForNetwork })));

interface ReportFormValues extends ReportFieldValues {
  description: string;
  files: File[];
}

const emptyForm = (useLocation: boolean): ReportFormValues => ({
  incidentTypeId: null,
  address: { address: '', useLocation, point: null, lga: null },
  stationId: null,
  description: '',
  hideIdentity: false,
  files: [],
});

interface ReportFormProps {
  anonymous?: boolean;
  onCheckStatus?: (trackingId: string) => void;
  /** 'reports': the /reports dialog (View Draft, Continue Editing, Go to Dashboard). */
  draftDialog?: 'report' | 'reports';
}

/**
 * The report form of section 2. Signed in: type, address, station, description, media, hide identity, Submit and
 * Save as draft. Anonymous (signed out, or `anonymous`): type, description, media; the report has no account link.
 * The form starts again, from that person's own local draft, whenever the person signed in changes.
 */
export function ReportForm(props: ReportFormProps) {
  const userId = useSession()?.user.id ?? null;
  return <ReportFormFor key={userId ?? ''} userId={userId} {...props} />;
}

function ReportFormFor({
  userId,
  anonymous = false,
  onCheckStatus,
  draftDialog = 'report',
}: ReportFormProps & { userId: string | null }) {
  const { _ } = useReportFormMessages();
  const signedIn = userId !== null && !anonymous;
  const navigate = useNavigate();
  const submit = useSubmitIncident();
  /** Submit files a report; Save as draft keeps a draft: each with the contract's rules for it. */
  const mode = useRef<ReportMode>('signed-in');
  const draft = useLocalDraft({
    form: signedIn ? 'report' : 'anonymous-report',
    userId,
    read: readDraftFields,
    worthKeeping,
    // Called from the toast, once the form exists.
    onDiscard: () => reset(emptyForm(false)),
  });
  const { control, register, handleSubmit, reset, watch, getValues } = useForm<ReportFormValues>({
    defaultValues: draft.restored ? { ...draft.restored, files: [] } : emptyForm(true),
    resolver: reportResolver(() => mode.current),
  });
  const point = watch('address').point;
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [modal, setModal] = useState<'success' | 'draft' | 'anonymous' | null>(null);
  const [preparingFiles, setPreparingFiles] = useState(false);
  const [onBehalfOf, setOnBehalfOf] = useState(NOT_ON_BEHALF);
  const progress = useUploadProgress();
  const attempt = useIdempotentAttempt();
  // The last submission that went to the outbox (no connection): "Waiting for network" until it is sent.
  const [queued, setQueued] = useState<OutboxItem | null>(null);
  const { save: saveDraft } = draft;
  useEffect(preloadReportRules, []);
  // Both fetched now, while there is a connection: they are wanted when there is none.
  useEffect(() => {
    void loadQueueReport().catch(() => undefined);
    void loadWaitingForNetwork().catch(() => undefined);
  }, []);

  // Every change is kept at once: a reload or a dropped page a moment later loses nothing.
  useEffect(() => {
    const subscription = watch(() => saveDraft(draftFields(getValues())));
    return () => subscription.unsubscribe();
  }, [watch, getValues, saveDraft]);

  const startOver = () => {
    reset(emptyForm(false));
    setOnBehalfOf(NOT_ON_BEHALF);
    setResult(null);
  };

  const send = async (
    isDraft: boolean,
    { incidentTypeId, address, stationId, description, hideIdentity, files }: ReportFormValues,
  ) => {
    const fileProblem = checkFiles(files);
    if (fileProblem) {
      toast.error(localized(fileProblem));
      return;
    }
    const upload = splitFiles(files);
    const payload = {
      incidentTypeId,
      isDraft,
      description: description.trim(),
      isAnonymous: !signedIn,
      isIdentityHidden: signedIn ? hideIdentity : true,
      userId: signedIn ? userId : null,
      ...(signedIn ? { ...addressPayload(address), stationId } : {}),
      ...onBehalfOfPayload(onBehalfOf),
      ...upload,
    };
    // A report that cannot go now waits in the outbox (decision 025); a draft save stays in the local draft.
    const toOutbox = async (idempotencyKey: string, failure?: ApiError) => {
      // Its code is fetched once the form has rendered; should the connection drop before it came, the form says it
      // failed and the local draft still holds the report.
      const outbox = isDraft ? null : await loadQueueReport().catch(() => null);
      const item = outbox ? await outbox.queueReport(payload, userId, idempotencyKey, failure) : null;
      if (!item) return false;
      attempt.forget();
      draft.discard();
      startOver();
      setQueued(item);
      return true;
    };
    if (isOffline() && (await toOutbox(newIdempotencyKey()))) return;
    const onProgress = progress.track(uploadOrder(upload));
    let sentKey: string | null = null;
    try {
      const data = await attempt((idempotencyKey) => {
        sentKey = idempotencyKey;
        return submit.mutateAsync({ idempotencyKey, onProgress, payload });
      });
      draft.discard();
      setResult(data);
      if (isDraft) setModal('draft');
      else if (signedIn) {
        toast.success(localized(REPORT_MESSAGES.submitted));
        setModal('success');
      } else setModal('anonymous');
    } catch (error) {
      if (sentKey && failedOnNetwork(error) && (await toOutbox(sentKey, error))) return;
      toast.error(errorMessage(error, REPORT_MESSAGES.submitFailed));
    } finally {
      progress.done();
    }
  };

  const submitAs = (isDraft: boolean) => {
    mode.current = isDraft ? 'draft-save' : signedIn ? 'signed-in' : 'anonymous';
    return handleSubmit(
      (values) => send(isDraft, values),
      (errors) => toast.error(reportErrorsMessage(errors)),
    )();
  };

  /** Closes the dialog and empties the form for another report. */
  const stayOnPage = () => {
    setModal(null);
    startOver();
  };
  const toDashboard = () => navigate(userId ? '/dashboard' : '/');

  return (
    <>
      {queued ? (
        <Suspense fallback={null}>
          <WaitingForNetwork queued={queued} className="mb-5" />
        </Suspense>
      ) : null}
      <form
        className="space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitAs(false);
        }}
      >
        {signedIn ? (
          <p className="flex flex-wrap items-center gap-x-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-700">
            {_('reportForm.guided.prompt')}
            <Link to="/survey" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {_('reportForm.guided.link')}
            </Link>
          </p>
        ) : null}
        <IncidentTypeInput control={control} />
        {signedIn ? (
          <>
            <AddressInput control={control} />
            <StationInput control={control} point={point} />
          </>
        ) : null}
        <TextareaField
          rows={5}
          id="report-description"
          label={
            <>
              {_('reportForm.description.label')} <span className="text-red-600">*</span>
            </>
          }
          maxLength={5000}
          {...register('description')}
          placeholder={_('reportForm.description.placeholder')}
          className="focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <MediaPicker files={field.value} onChange={field.onChange} onPreparingChange={setPreparingFiles} />
          )}
        />
        <OnBehalfOfFields value={onBehalfOf} onChange={setOnBehalfOf} />
        {signedIn ? <HideIdentityInput control={control} /> : null}
        <UploadProgressList files={progress.files} progress={progress.sent} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={submit.isPending || preparingFiles} className="sm:min-w-40">
            {submit.isPending ? _('reportForm.submitting') : _('reportForm.submit')}
          </Button>
          {signedIn ? (
            <Button
              variant="secondary"
              disabled={submit.isPending || preparingFiles}
              onClick={() => void submitAs(true)}
            >
              {_('reportForm.saveDraft')}
            </Button>
          ) : null}
        </div>
      </form>

      <Modal
        open={modal === 'success'}
        onOpenChange={(open) => !open && setModal(null)}
        title={_('reportForm.success.title')}
      >
        <p className="text-sm text-slate-700">
          {_('reportForm.success.ticketId')} <strong data-testid="ticket-id">{result?.ticketId}</strong>
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <Button onClick={() => navigate(`/reports/${result?.id}`)}>{_('reportForm.success.viewReport')}</Button>
          <Button variant="secondary" onClick={stayOnPage}>
            {_('reportForm.dialog.stayOnPage')}
          </Button>
          <Button variant="ghost" onClick={toDashboard}>
            {_('reportForm.dialog.redirectDashboard')}
          </Button>
        </div>
      </Modal>

      <Modal
        open={modal === 'draft'}
        onOpenChange={(open) => !open && setModal(null)}
        title={_('reportForm.draft.title')}
      >
        <p className="text-sm text-slate-700">{_('reportForm.draft.body')}</p>
        <div className="mt-4 flex flex-col gap-2">
          <Button onClick={() => navigate(`/edit_draft/${result?.id}`)}>{_('reportForm.draft.view')}</Button>
          {draftDialog === 'reports' ? (
            <Button variant="secondary" onClick={() => navigate(`/edit_draft/${result?.id}`)}>
              {_('reportForm.draft.continue')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={stayOnPage}>
              {_('reportForm.dialog.stayOnPage')}
            </Button>
          )}
          <Button variant="ghost" onClick={toDashboard}>
            {draftDialog === 'reports' ? _('reportForm.draft.goDashboard') : _('reportForm.dialog.redirectDashboard')}
          </Button>
        </div>
      </Modal>

      <Modal
        open={modal === 'anonymous'}
        onOpenChange={(open) => !open && setModal(null)}
        title={_('reportForm.anonymous.title')}
      >
        <p className="text-sm text-slate-700">{_('reportForm.anonymous.body')}</p>
        <div className="mt-3 flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2">
          <code data-testid="tracking-id" className="font-mono text-lg font-semibold tracking-wide">
            {result?.ticketId}
          </code>
          {result ? <CopyButton text={result.ticketId} /> : null}
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {onCheckStatus ? (
            <Button
              variant="ghost"
              onClick={() => {
                const id = result?.ticketId ?? '';
                setModal(null);
                startOver();
                onCheckStatus(id);
              }}
            >
              {_('reportForm.anonymous.checkStatus')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setModal(null)}>
            {_('reportForm.anonymous.cancel')}
          </Button>
          <Button onClick={stayOnPage}>{_('reportForm.anonymous.confirm')}</Button>
        </div>
      </Modal>
    </>
  );
}
