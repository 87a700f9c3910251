import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_MESSAGES, TIP_TOPICS, TIP_TOPIC_NAMES, type Tip } from '@safeogun/contract/community';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { EditorLayout, EditorPage, PublishPanel } from '../../../components/console/authoring';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAdminTip, useSaveTip } from '../api/use-community-authoring';
import { TextListEditor } from '../components/text-list-editor';
import { TipStateBadge } from '../components/tip-state';
import { tipFormSchema, type TipFormOutput, type TipFormValues } from '../lib/forms';

type Action = 'save' | 'publish' | 'unpublish';

const FORM_FIELDS = ['topic', 'title', 'summary', 'steps', 'imageUrl'] as const;

function TipPreview({ values }: { values: TipFormValues }) {
  const steps = (values.steps ?? []).filter((s) => s.trim());
  const image = values.imageUrl && /^(https:\/\/|\/)\S*$/.test(values.imageUrl) ? values.imageUrl : null;
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {values.topic ? TIP_TOPIC_NAMES[values.topic] : 'No topic yet'}
      </p>
      <h3 className="text-xl font-bold text-brand-900">{values.title || 'The title'}</h3>
      <p className="text-slate-700">{values.summary || 'The one-line summary.'}</p>
      {image ? <img src={image} alt="" className="max-h-48 w-full rounded-lg object-cover" /> : null}
      {steps.length ? (
        <ol className="list-decimal space-y-1 pl-6 text-slate-800">
          {steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500">The numbered steps appear here.</p>
      )}
    </article>
  );
}

function TipEditor({ tip }: { tip: Tip | null }) {
  const navigate = useNavigate();
  const save = useSaveTip();
  const form = useForm<TipFormValues, unknown, TipFormOutput>({
    resolver: zodResolver(tipFormSchema),
    defaultValues: {
      topic: tip?.topic ?? TIP_TOPICS[0],
      title: tip?.title ?? '',
      summary: tip?.summary ?? '',
      steps: tip?.steps.length ? tip.steps : [''],
      imageUrl: tip?.imageUrl ?? '',
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;

  const run = (action: Action) =>
    form.handleSubmit(async (fields) => {
      const publication = action === 'publish' ? { publish: true } : action === 'unpublish' ? { publish: false } : {};
      try {
        const saved = await save.mutateAsync({
          id: tip?.id ?? null,
          body: tip ? { ...fields, ...publication } : { ...fields, publish: action === 'publish' },
        });
        toast.success(
          action === 'publish'
            ? 'Safety tip published: it is on the community hub.'
            : action === 'unpublish'
              ? 'Safety tip taken back to draft: it is no longer on the community hub.'
              : COMMUNITY_MESSAGES.tipSaved,
        );
        if (!tip) void navigate(`/console/community/tips/${saved.id}`, { replace: true });
      } catch (error) {
        if (!showServerFieldErrors(error, form.setError, FORM_FIELDS))
          toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
      }
    })();

  const published = tip !== null && !tip.isDraft;
  const formPart = (
    <form onSubmit={(e) => void (e.preventDefault(), run('save'))} noValidate className="space-y-4">
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={120} />
      </Field>
      <Field
        label="One-line summary"
        required
        hint="What the tip is for, in one sentence."
        error={errors.summary?.message}
      >
        <Input {...form.register('summary')} maxLength={240} />
      </Field>
      <Field label="Topic" required error={errors.topic?.message}>
        <Select
          {...form.register('topic')}
          options={TIP_TOPICS.map((t) => ({ value: t, label: TIP_TOPIC_NAMES[t] }))}
        />
      </Field>
      <TextListEditor
        control={form.control}
        name="steps"
        legend="Steps"
        itemLabel="Step"
        addLabel="Add a step"
        hint="One action per step, in the order to take them. At most 15."
        min={1}
        max={15}
        maxLength={500}
        multiline
      />
      <Field
        label="Image (optional)"
        hint="An https:// address, or a path on this site starting with /. Shown above the steps."
        error={errors.imageUrl?.message}
      >
        <Input {...form.register('imageUrl')} type="url" inputMode="url" maxLength={500} />
      </Field>
      <PublishPanel
        state={tip ? <TipStateBadge tip={tip} /> : null}
        published={published}
        pending={save.isPending}
        onPublish={() => void run('publish')}
        onUnpublish={() => void run('unpublish')}
      />
    </form>
  );
  return <EditorLayout form={formPart} preview={<TipPreview values={values} />} previewId="tip-preview-heading" />;
}

/** /console/community/tips/new and /console/community/tips/{id} (administrators): write or edit a safety tip. */
export default function TipEditorPage() {
  const { id } = useParams();
  const tipId = id && /^\d+$/.test(id) ? Number(id) : null;
  const tip = useAdminTip(tipId);
  return (
    <EditorPage
      heading={tipId ? 'Edit safety tip' : 'Write a safety tip'}
      back={{ to: '/console/community/tips', label: 'All safety tips' }}
    >
      {tipId === null ? (
        <TipEditor tip={null} />
      ) : (
        <QueryState query={tip} what="the safety tip" data={tip.data}>
          {(data) => <TipEditor key={`${data.id}:${data.isDraft}`} tip={data} />}
        </QueryState>
      )}
    </EditorPage>
  );
}
