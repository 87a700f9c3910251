import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  feedbackFormSchema,
  isRatedFeedbackType,
  type CreateFeedbackBody,
  type FeedbackRecipient,
} from '@safeogun/contract/feedback';
import { FEEDBACK_MESSAGES } from '@safeogun/contract/messages';
import { COMMENT_MAX_LENGTH } from '@safeogun/contract/constants';
import { FEEDBACK_RECIPIENTS } from '@safeogun/contract/reference';
import { ApiError } from '../../../lib/api-client';
import { useLocalized } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useFeedbackTypes } from '../api/use-feedback-types';
import { useFeedbackStations } from '../api/use-feedback-stations';
import { useCreateFeedback } from '../api/use-create-feedback';
import { StarRating } from '../../../components/ui/star-rating';
import { Combobox } from '../../../components/ui/combobox';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFeedbackMessages } from '../locales/feedback/messages';
import { WaitingForNetwork } from '../../../components/outbox/waiting-for-network';
import { failedOnNetwork, isOffline, jsonSubmission, queueSubmission } from '../../../lib/outbox-queue';
import type { OutboxItem } from '../../../lib/outbox';
import { useUserId } from '../../../lib/session';

interface FormState {
  feedbackTypeId: number | null;
  feedbackRecipient: FeedbackRecipient;
  stationId: number | null;
  officerName: string;
  comment: string;
  rating: number;
}

const EMPTY: FormState = {
  feedbackTypeId: null,
  feedbackRecipient: 'Station',
  stationId: null,
  officerName: '',
  comment: '',
  rating: 0,
};

/** The body of POST /feedback/create from the form (section 3's defaults: 'Anonymous', rating 0 when unrated). */
function toBody(form: FormState, rated: boolean): CreateFeedbackBody {
  return {
    feedbackTypeId: form.feedbackTypeId,
    feedbackRecipient: form.feedbackRecipient,
    stationId: form.feedbackRecipient === 'Station' ? form.stationId : null,
    comment: form.comment,
    officerName:
      form.feedbackRecipient === 'Officer' ? form.officerName.trim() : form.officerName.trim() || 'Anonymous',
    rating: rated ? form.rating : 0,
  };
}

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function GiveFeedbackForm() {
  const { _ } = useFeedbackMessages();
  const localized = useLocalized();
  const recipientNames: Record<FeedbackRecipient, string> = {
    Station: _('feedback.recipient.station'),
    Officer: _('feedback.recipient.officer'),
  };
  const navigate = useNavigate();
  const types = useFeedbackTypes();
  const stations = useFeedbackStations();
  const create = useCreateFeedback();
  const nameOf = (id: number | null | undefined) => types.data?.find((t) => t.id === id)?.name ?? null;
  const { control, register, handleSubmit, reset, watch, setValue } = useForm<FormState>({
    defaultValues: EMPTY,
    // The contract's rules on the body the form would send.
    resolver: (values, context, options) =>
      zodResolver(
        z.preprocess(
          (form: FormState) => toBody(form, isRatedFeedbackType(nameOf(form.feedbackTypeId))),
          feedbackFormSchema(nameOf),
        ),
        undefined,
        { raw: true },
      )(values, context, options),
  });
  const [done, setDone] = useState(false);
  const userId = useUserId();
  // The last feedback that went to the outbox (no connection): "Waiting for network" until it is sent.
  const [queued, setQueued] = useState<OutboxItem | null>(null);
  const form = watch();
  const rated = isRatedFeedbackType(nameOf(form.feedbackTypeId));

  const send = async (values: FormState) => {
    const body = toBody(values, rated);
    // One key per attempt; with no connection the feedback waits in the outbox with it (decision 025).
    const idempotencyKey = crypto.randomUUID();
    const toOutbox = async (failure?: ApiError) => {
      const item = userId
        ? await queueSubmission(
            jsonSubmission('feedback', userId, '/feedback/create', body, idempotencyKey, body.comment ?? ''),
            failure,
          )
        : null;
      if (!item) return false;
      reset(EMPTY);
      setQueued(item);
      return true;
    };
    if (isOffline() && (await toOutbox())) return;
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => setDone(true),
        onError: async (error) => {
          if (failedOnNetwork(error) && (await toOutbox(error))) return;
          toast.error(
            localized(error instanceof ApiError && error.status === 400 ? error.message : FEEDBACK_MESSAGES.failed),
          );
        },
      },
    );
  };

  const startOver = () => {
    setDone(false);
    reset(EMPTY);
  };

  return (
    <>
      <WaitingForNetwork queued={queued} className="mb-5" />
      <form
        onSubmit={(event) =>
          void handleSubmit(send, (errors) => {
            const first = Object.values(errors)[0]?.message;
            if (typeof first === 'string') toast.error(localized(first));
          })(event)
        }
        noValidate
        className="space-y-5"
      >
        <Field id="feedback-type" label={_('feedback.form.type')}>
          <Select
            placeholder={_('feedback.form.typePlaceholder')}
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            {...register('feedbackTypeId', {
              setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)),
              onChange: () => setValue('rating', 0),
            })}
          />
        </Field>

        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-700">{_('feedback.form.recipient')}</legend>
          <div className="flex gap-3">
            {FEEDBACK_RECIPIENTS.map((recipient) => (
              <label
                key={recipient}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={recipient} {...register('feedbackRecipient')} />
                {recipientNames[recipient]}
              </label>
            ))}
          </div>
        </fieldset>

        {form.feedbackRecipient === 'Station' ? (
          <Controller
            control={control}
            name="stationId"
            render={({ field: station }) => (
              <Combobox
                id="feedback-station"
                label={_('feedback.form.station')}
                options={(stations.data ?? []).map((s) => ({ value: s.id, label: s.formation }))}
                value={station.value}
                onChange={station.onChange}
                onBlur={station.onBlur}
                name={station.name}
                placeholder={
                  stations.isPending ? _('feedback.form.stationsLoading') : _('feedback.form.stationPlaceholder')
                }
                emptyText={_('feedback.form.stationsEmpty')}
              />
            )}
          />
        ) : (
          <div>
            <label htmlFor="feedback-officer" className="mb-1 block text-sm font-medium text-slate-700">
              {_('feedback.form.officer')}
            </label>
            <input
              id="feedback-officer"
              type="text"
              maxLength={120}
              className={field}
              placeholder={_('feedback.form.officerPlaceholder')}
              {...register('officerName')}
            />
          </div>
        )}

        <TextareaField
          id="feedback-comment"
          label={_('feedback.form.comment')}
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          length={form.comment.length}
          className="focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          placeholder={_('feedback.form.commentPlaceholder')}
          {...register('comment')}
        />

        {rated ? (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-700">{_('feedback.form.rating')}</p>
            <Controller
              control={control}
              name="rating"
              render={({ field: rating }) => <StarRating value={rating.value} onChange={rating.onChange} />}
            />
          </div>
        ) : null}

        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? _('feedback.form.submitting') : _('feedback.form.submit')}
        </Button>
      </form>

      <Modal open={done} onOpenChange={(open) => !open && startOver()} title={localized(FEEDBACK_MESSAGES.success)}>
        <p className="text-sm text-slate-600">{_('feedback.success.body')}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate('/dashboard')}>
            {_('feedback.success.goDashboard')}
          </Button>
          <Button onClick={startOver}>{_('feedback.success.ok')}</Button>
        </div>
      </Modal>
    </>
  );
}
