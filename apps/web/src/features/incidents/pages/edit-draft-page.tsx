import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { ArrowLeft, Undo2, X } from 'lucide-react';
import type { Incident } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLocalized } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useIncident } from '../api/use-incident';
import { useUpdateDraft } from '../api/use-update-draft';
import { MediaPicker } from '../components/media-picker';
import { checkFiles, splitFiles, uploadOrder } from '../lib/files';
import { useUploadProgress } from '../lib/use-upload-progress';
import { UploadProgressList } from '../components/upload-progress-list';
import { submittedReportFields } from '../lib/report-payload';
import { useIdempotentAttempt } from '../lib/use-idempotent-attempt';
import { reportErrorsMessage, reportResolver } from '../lib/report-rules';
import {
  AddressInput,
  HideIdentityInput,
  IncidentTypeInput,
  StationInput,
  type ReportFieldValues,
} from '../components/report-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useEditDraftMessages } from '../locales/edit-draft/messages';

/** /edit_draft/{id}: prefilled from the draft; Submit turns it into a report and goes to /reports. */
export default function EditDraftPage() {
  const { _ } = useEditDraftMessages();
  const localized = useLocalized();
  const { id } = useParams();
  const draft = useIncident(id);
  const navigate = useNavigate();

  useEffect(() => {
    if (draft.isError) {
      toast.error(localized(REPORT_MESSAGES.loadIncidentFailed));
      navigate('/reports');
    }
  }, [draft.isError, navigate, localized]);

  if (draft.isLoading) return <PageSpinner label={_('editDraft.loading')} />;
  if (!draft.data || !draft.data.isDraft) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{localized(REPORT_MESSAGES.draftNotFound)}</h1>
        <p className="mt-2 text-slate-600">{localized(REPORT_MESSAGES.draftNotFoundBody)}</p>
        <Link to="/reports" state={{ tab: 'drafts' }} className={buttonClasses('primary', 'mt-6')}>
          {_('editDraft.notFound.back')}
        </Link>
      </div>
    );
  }
  return <DraftForm draft={draft.data} />;
}

interface DraftFormValues extends ReportFieldValues {
  description: string;
  files: File[];
  /** Ids of the draft's stored files to remove. */
  removed: string[];
}

function DraftForm({ draft }: { draft: Incident }) {
  const { _ } = useEditDraftMessages();
  const localized = useLocalized();
  const navigate = useNavigate();
  const update = useUpdateDraft(draft.id);
  const { control, register, handleSubmit, watch, setValue } = useForm<DraftFormValues>({
    defaultValues: {
      incidentTypeId: draft.incidentTypeId,
      address: {
        address: draft.address ?? '',
        useLocation: false,
        point:
          draft.latitude !== null && draft.longitude !== null
            ? { latitude: draft.latitude, longitude: draft.longitude }
            : null,
        lga: draft.lga?.name ?? null,
      },
      stationId: draft.stationId,
      description: draft.description,
      hideIdentity: draft.isIdentityHidden,
      files: [],
      removed: [],
    },
    resolver: reportResolver(() => 'draft-submit'),
  });
  const attempt = useIdempotentAttempt();
  const progress = useUploadProgress();
  const [preparingFiles, setPreparingFiles] = useState(false);
  const existing = draft.files;
  const removed = watch('removed');
  const point = watch('address').point;
  const keptImages = existing.filter((f) => f.kind === 'image' && !removed.includes(f.id)).length;

  const submit = async (values: DraftFormValues) => {
    const { stationId, files } = values;
    const fileProblem = checkFiles(files, keptImages);
    if (fileProblem) return toast.error(localized(fileProblem));
    const upload = splitFiles(files);
    const onProgress = progress.track(uploadOrder(upload));
    try {
      await attempt((idempotencyKey) =>
        update.mutateAsync({
          idempotencyKey,
          onProgress,
          payload: {
            ...submittedReportFields(values),
            stationId,
            removeImageIds: removed,
            ...upload,
          },
        }),
      );
      toast.success(localized(REPORT_MESSAGES.submitted));
      navigate('/reports');
    } catch (error) {
      toast.error(errorMessage(error, REPORT_MESSAGES.submitFailed));
    } finally {
      progress.done();
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <Link
        to="/reports"
        state={{ tab: 'drafts' }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        aria-label={_('editDraft.back.label')}
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {_('editDraft.back.text')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{_('editDraft.title')}</h1>
      <p className="text-slate-600">{_('editDraft.intro')}</p>
      <form
        className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        noValidate
        onSubmit={(event) => void handleSubmit(submit, (errors) => toast.error(reportErrorsMessage(errors)))(event)}
      >
        <IncidentTypeInput control={control} />
        <AddressInput control={control} locationLabel={_('editDraft.useLocation')} />
        <StationInput control={control} point={point} errorMessage={REPORT_MESSAGES.loadStationsFailed} />
        <TextareaField
          rows={5}
          id="draft-description"
          label={_('editDraft.description')}
          maxLength={5000}
          {...register('description')}
        />
        {existing.length > 0 ? (
          <div>
            <p className="text-sm font-medium text-slate-800">{_('editDraft.evidence.title')}</p>
            <ul className="mt-2 grid grid-cols-3 gap-2">
              {existing.map((file) => {
                const isRemoved = removed.includes(file.id);
                return (
                  <li key={file.id} className="relative">
                    {file.kind === 'image' ? (
                      <img
                        src={file.url}
                        alt={_('editDraft.evidence.imageAlt')}
                        className={`aspect-square w-full rounded-lg object-cover ${isRemoved ? 'opacity-30' : ''}`}
                      />
                    ) : (
                      <div
                        className={`flex aspect-square items-center justify-center rounded-lg bg-slate-100 text-xs ${isRemoved ? 'opacity-30' : ''}`}
                      >
                        {_('editDraft.evidence.video')}
                      </div>
                    )}
                    <button
                      type="button"
                      aria-label={isRemoved ? _('editDraft.evidence.keep') : _('editDraft.evidence.remove')}
                      className="absolute right-1 top-1 rounded-full bg-white/90 p-1 shadow"
                      onClick={() =>
                        setValue('removed', isRemoved ? removed.filter((r) => r !== file.id) : [...removed, file.id])
                      }
                    >
                      {isRemoved ? (
                        <Undo2 className="h-4 w-4" aria-hidden="true" />
                      ) : (
                        <X className="h-4 w-4" aria-hidden="true" />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
            {removed.length > 0 ? (
              <p className="mt-1 text-xs text-red-700">{_('editDraft.evidence.removing', { count: removed.length })}</p>
            ) : null}
          </div>
        ) : null}
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <MediaPicker
              files={field.value}
              onChange={field.onChange}
              onPreparingChange={setPreparingFiles}
              keptImages={keptImages}
            />
          )}
        />
        <HideIdentityInput control={control} />
        <UploadProgressList files={progress.files} progress={progress.sent} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={update.isPending || preparingFiles}>
            {update.isPending ? _('editDraft.submitting') : _('editDraft.submit')}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/reports')}>
            {_('editDraft.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
