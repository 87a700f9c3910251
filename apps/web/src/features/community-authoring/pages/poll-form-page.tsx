import { Link, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_MESSAGES, POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, type PollInput } from '@safeogun/contract/community';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { BackLink, ConsolePage } from '../../../components/console/authoring';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAddressableLgas, usePublishPoll } from '../api/use-community-authoring';
import { CommunityNav } from '../components/community-nav';
import { LgaPicker } from '../components/lga-picker';
import { TextListEditor } from '../components/text-list-editor';
import { listErrors, localMinute, missingLgas, pollFormSchema, type PollFormValues } from '../lib/forms';

const FORM_FIELDS = ['question', 'options', 'lgas', 'closesAt'] as const;

/**
 * /console/community/polls/new (administrators, State HQ, area commanders): publish a poll for LGAs, with two to
 * six options and a closing time. Residents of those LGAs vote once each; the police see the results by LGA.
 */
export default function PollFormPage() {
  const navigate = useNavigate();
  const reach = useAddressableLgas();
  const publish = usePublishPoll();
  const form = useForm<PollFormValues, unknown, PollInput>({
    resolver: zodResolver(pollFormSchema),
    defaultValues: { question: '', options: ['', ''], lgas: [], closesAt: localMinute(7 * 24 * 60) },
  });
  const errors = form.formState.errors;
  const lgasError = listErrors(errors.lgas).error;

  const submit = form.handleSubmit(async (input) => {
    if (missingLgas(reach.data?.wholeState, input.lgas)) {
      form.setError('lgas', { message: 'Choose at least one LGA of your Area Command.' });
      return;
    }
    try {
      const poll = await publish.mutateAsync(input);
      toast.success(COMMUNITY_MESSAGES.pollPublished);
      void navigate(`/console/community/polls/${poll.id}`);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FORM_FIELDS))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  return (
    <ConsolePage title="Publish a poll" width="max-w-3xl">
      <CommunityNav />
      <BackLink to="/console/community/polls">All polls</BackLink>
      <h1 className="text-2xl font-bold text-brand-900">Publish a poll</h1>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <Field label="Question" required error={errors.question?.message}>
          <Input {...form.register('question')} maxLength={200} />
        </Field>
        <TextListEditor
          control={form.control}
          name="options"
          legend="Options"
          itemLabel="Option"
          addLabel="Add an option"
          hint={`Between ${POLL_MIN_OPTIONS} and ${POLL_MAX_OPTIONS} different answers.`}
          min={POLL_MIN_OPTIONS}
          max={POLL_MAX_OPTIONS}
          maxLength={100}
        />
        <Controller
          control={form.control}
          name="lgas"
          render={({ field }) => <LgaPicker value={field.value ?? []} onChange={field.onChange} error={lgasError} />}
        />
        <Field
          label="Closes"
          required
          hint="Your local time. After it, votes are refused and everyone sees the results."
          error={errors.closesAt?.message}
        >
          <Input type="datetime-local" {...form.register('closesAt')} min={localMinute(1)} />
        </Field>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Residents see the results after voting. Nobody, police included, can see who voted for what: the votes are
          counted apart from the voters.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={publish.isPending || reach.isLoading}>
            {publish.isPending ? 'Publishing…' : 'Publish the poll'}
          </Button>
          <Link
            to="/console/community/polls"
            className="inline-flex min-h-11 items-center justify-center px-4 text-sm font-semibold text-brand-700"
          >
            Cancel
          </Link>
        </div>
      </form>
    </ConsolePage>
  );
}
