import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewRequestSchema, type ReviewRequest } from '@safeogun/contract/incidents';
import { COMMENT_MAX_LENGTH } from '@safeogun/contract/constants';
import { REVIEW_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { localized } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useReview } from '../api/use-review';
import { Modal } from '../../../components/ui/modal';
import { StarRating } from '../../../components/ui/star-rating';
import { TextareaField } from '../../../components/ui/textarea-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { useReportDetailsMessages } from '../locales/report-details/messages';
import { WaitingForNetwork } from '../../../components/outbox/waiting-for-network';
import { failedOnNetwork, isOffline, jsonSubmission, queueSubmission } from '../../../lib/outbox-queue';
import type { OutboxItem } from '../../../lib/outbox';
import type { ApiError } from '../../../lib/api-client';

/** 'Rate Your Case': 1 to 5 stars, comments up to 1000 characters with counter, hide identity; one per report. */
export function ReviewDialog({
  incidentId,
  open,
  onOpenChange,
}: {
  incidentId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { _ } = useReportDetailsMessages();
  const session = useSession();
  const review = useReview(incidentId);
  // A review that went to the outbox (no connection): "Waiting for network" until it is sent (decision 025).
  const [queued, setQueued] = useState<OutboxItem | null>(null);
  const { control, register, handleSubmit, watch, reset } = useForm<ReviewRequest>({
    resolver: zodResolver(reviewRequestSchema, undefined, { raw: true }),
    defaultValues: { rating: 0, comments: '', isIdentityHidden: false },
  });
  const comments = watch('comments');
  const ready = Number(watch('rating')) > 0 && comments.trim().length > 0;

  const submit = async ({ rating, comments, isIdentityHidden }: ReviewRequest) => {
    const name = session?.user.fullName;
    if (!name) return toast.error(localized(REVIEW_MESSAGES.userUnavailable));
    const body = { name, rating, comments: comments.trim(), isIdentityHidden, incidentId };
    // A review is one per report: the server refuses a second (409), so a retry never stores two.
    const toOutbox = async (failure?: ApiError) => {
      const path = `/incident/${incidentId}/review`;
      const item = await queueSubmission(
        jsonSubmission('review', session.user.id, path, body, crypto.randomUUID(), body.comments),
        failure,
      );
      if (!item) return false;
      reset();
      setQueued(item);
      return true;
    };
    if (isOffline() && (await toOutbox())) return;
    try {
      await review.mutateAsync(body);
      toast.success(_('reportDetails.reviewDialog.success'));
      onOpenChange(false);
    } catch (error) {
      if (failedOnNetwork(error) && (await toOutbox(error))) return;
      toast.error(errorMessage(error, REVIEW_MESSAGES.failed));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={_('reportDetails.reviewDialog.title')}
      description={_('reportDetails.reviewDialog.description')}
    >
      <div className="space-y-4">
        <WaitingForNetwork queued={queued} />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => <StarRating value={Number(field.value) || 0} onChange={field.onChange} />}
        />
        <TextareaField
          id="review-comments"
          label={_('reportDetails.reviewDialog.comments')}
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          length={comments.length}
          {...register('comments')}
        />
        <Checkbox {...register('isIdentityHidden')}>{_('reportDetails.reviewDialog.hideIdentity')}</Checkbox>
        <Button
          className="w-full"
          disabled={!ready || review.isPending}
          onClick={() =>
            void handleSubmit(submit, (errors) => {
              const first = errors.rating ?? errors.comments;
              if (first?.message) toast.error(localized(first.message));
            })()
          }
        >
          {review.isPending ? _('reportDetails.reviewDialog.submitting') : _('reportDetails.reviewDialog.submit')}
        </Button>
      </div>
    </Modal>
  );
}
