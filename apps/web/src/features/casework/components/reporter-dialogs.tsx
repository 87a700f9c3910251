/** The case's dealings with its reporter: answer their review, and reveal a named reporter's contact details. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { revealReporterRequestSchema } from '@safeogun/contract/casework';
import { POLICE_TEXT_MAX_LENGTH, policeReplyRequestSchema } from '@safeogun/contract/police';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { useReviewReply, useRevealReporter, type RevealedReporter } from '../api/use-case-actions';
import { ActionForm, FormFooter, type DialogProps } from './action-form';
import { FormTextField } from './text-field';

type ReplyForm = z.input<typeof policeReplyRequestSchema>;

export function ReplyDialog({ incident, reload, onDone }: DialogProps) {
  const reply = useReviewReply(incident.id);
  const form = useForm<ReplyForm>({
    resolver: zodResolver(policeReplyRequestSchema),
    defaultValues: { reply: incident.review?.reply ?? '' },
  });
  const review = incident.review;
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values) => reply.mutateAsync(values)}
      success="Reply sent. The reporter has been told."
      onDone={onDone}
      submitLabel={review?.reply ? 'Replace reply' : 'Send reply'}
    >
      {review ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <StarRating value={review.rating} />
          <p className="mt-1 whitespace-pre-wrap">{review.comments}</p>
        </div>
      ) : null}
      <FormTextField
        form={form}
        name="reply"
        label="Your reply"
        hint={review?.reply ? 'Replaces the earlier reply. The reporter reads it.' : 'The reporter reads it.'}
        maxLength={POLICE_TEXT_MAX_LENGTH}
      />
    </ActionForm>
  );
}

type RevealForm = z.input<typeof revealReporterRequestSchema>;

/** Asks for the reason, then shows the contact details; the reveal is in the audit log either way. */
export function RevealDialog({ incident, onDone }: Omit<DialogProps, 'reload'>) {
  const reveal = useRevealReporter(incident.id);
  const [reporter, setReporter] = useState<RevealedReporter | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RevealForm>({
    resolver: zodResolver(revealReporterRequestSchema),
    defaultValues: { reason: '' },
  });
  const pending = form.formState.isSubmitting;

  if (reporter) {
    return (
      <div className="space-y-4">
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm"
          data-testid="revealed-reporter"
        >
          <dt className="text-slate-600">Name</dt>
          <dd className="font-semibold">{reporter.fullName ?? 'Not given'}</dd>
          <dt className="text-slate-600">Phone</dt>
          <dd>
            {reporter.phoneNumber ? (
              <a href={`tel:${reporter.phoneNumber}`} className="font-semibold text-brand-700 underline">
                {reporter.phoneNumber}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="text-slate-600">Email</dt>
          <dd className="break-all">
            {reporter.email ? (
              <a href={`mailto:${reporter.email}`} className="text-brand-700 underline">
                {reporter.email}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
        </dl>
        <p className="text-xs text-slate-600">
          Your reveal and its reason are in the audit log. Do not share these details.
        </p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit(async (values) => {
          setFailure(null);
          try {
            setReporter(await reveal.mutateAsync(values));
          } catch (error) {
            setFailure(errorMessage(error, 'The contact details could not be shown. Try again.'));
          }
        })(event)
      }
    >
      <FormTextField form={form} name="reason" hint="Why you need to contact the reporter." />
      <p className="text-xs text-slate-600">
        Your name, the time and this reason are written to the audit log, which State HQ reads.
      </p>
      <FormFooter failure={failure} pending={pending} onDone={onDone}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Revealing...' : 'Reveal contact details'}
        </Button>
      </FormFooter>
    </form>
  );
}
