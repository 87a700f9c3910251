import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedbackProblem, isRatedFeedbackType } from '@safeogun/contract/feedback-rules';
import type { FeedbackRecipient } from '@safeogun/contract/feedback';
import { FEEDBACK_MESSAGES } from '@safeogun/contract/messages';
import { COMMENT_MAX_LENGTH } from '@safeogun/contract/constants';
import { FEEDBACK_RECIPIENTS } from '@safeogun/contract/reference';
import { ApiError } from '../../../lib/api-client';
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

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function GiveFeedbackForm() {
  const navigate = useNavigate();
  const types = useFeedbackTypes();
  const stations = useFeedbackStations();
  const create = useCreateFeedback();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [done, setDone] = useState(false);
  const typeName = types.data?.find((t) => t.id === form.feedbackTypeId)?.name ?? null;
  const rated = isRatedFeedbackType(typeName);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      feedbackTypeId: form.feedbackTypeId,
      feedbackRecipient: form.feedbackRecipient,
      stationId: form.feedbackRecipient === 'Station' ? form.stationId : null,
      comment: form.comment,
      officerName:
        form.feedbackRecipient === 'Officer' ? form.officerName.trim() : form.officerName.trim() || 'Anonymous',
      rating: rated ? form.rating : 0,
    };
    const problem = feedbackProblem(body, typeName);
    if (problem) {
      toast.error(problem.message);
      return;
    }
    create.mutate(body, {
      onSuccess: () => setDone(true),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status === 400 ? error.message : FEEDBACK_MESSAGES.failed),
    });
  };

  const reset = () => {
    setDone(false);
    setForm(EMPTY);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id="feedback-type" label="Feedback type">
          <Select
            value={form.feedbackTypeId ?? ''}
            onChange={(event) =>
              set({ feedbackTypeId: event.target.value ? Number(event.target.value) : null, rating: 0 })
            }
            placeholder="Select feedback type"
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          />
        </Field>

        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-700">Recipient</legend>
          <div className="flex gap-3">
            {FEEDBACK_RECIPIENTS.map((recipient) => (
              <label
                key={recipient}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="feedbackRecipient"
                  value={recipient}
                  checked={form.feedbackRecipient === recipient}
                  onChange={() => set({ feedbackRecipient: recipient })}
                />
                {recipient}
              </label>
            ))}
          </div>
        </fieldset>

        {form.feedbackRecipient === 'Station' ? (
          <Combobox
            id="feedback-station"
            label="Station"
            options={(stations.data ?? []).map((station) => ({ value: station.id, label: station.formation }))}
            value={form.stationId}
            onChange={(stationId) => set({ stationId })}
            placeholder={stations.isPending ? 'Loading stations...' : 'Search for a station'}
            emptyText="No stations found"
          />
        ) : (
          <div>
            <label htmlFor="feedback-officer" className="mb-1 block text-sm font-medium text-slate-700">
              Officer name
            </label>
            <input
              id="feedback-officer"
              type="text"
              maxLength={120}
              className={field}
              placeholder="Enter the officer's name"
              value={form.officerName}
              onChange={(event) => set({ officerName: event.target.value })}
            />
          </div>
        )}

        <div>
          <label htmlFor="feedback-comment" className="mb-1 block text-sm font-medium text-slate-700">
            Comment
          </label>
          <textarea
            id="feedback-comment"
            rows={5}
            maxLength={COMMENT_MAX_LENGTH}
            className={`${field} py-2`}
            placeholder="Tell us about your experience"
            value={form.comment}
            onChange={(event) => set({ comment: event.target.value })}
          />
          <p className="mt-1 text-right text-xs text-slate-500">
            {form.comment.length}/{COMMENT_MAX_LENGTH}
          </p>
        </div>

        {rated ? (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-700">Rating</p>
            <StarRating value={form.rating} onChange={(rating) => set({ rating })} />
          </div>
        ) : null}

        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </form>

      <Modal open={done} onOpenChange={(open) => !open && reset()} title={FEEDBACK_MESSAGES.success}>
        <p className="text-sm text-slate-600">Thank you. Your feedback helps the Command serve you better.</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate('/dashboard')}>
            Go to Dashboard
          </Button>
          <Button onClick={reset}>Ok</Button>
        </div>
      </Modal>
    </>
  );
}
