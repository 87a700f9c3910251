import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Megaphone } from 'lucide-react';
import {
  NEWS_ARTICLE_CATEGORIES,
  NEWS_AUTHORING_MESSAGES,
  newsArticleFormSchema,
  type NewsArticle,
  type NewsArticleFormOutput,
  type NewsArticleFormValues,
} from '@safeogun/contract/news';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { EditorLayout, EditorPage, PublishPanel } from '../../../components/console/authoring';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { localMinute } from '../../../lib/local-time';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAdminArticle, useSaveArticle } from '../api/use-admin-news';
import { ArticlePreview } from '../components/article-preview';
import { ArticleStateBadge } from '../components/article-state';
import { CoverUpload } from '../components/cover-upload';

type Action = { kind: 'save' } | { kind: 'publish' } | { kind: 'unpublish' } | { kind: 'schedule'; at: string };

const FORM_FIELDS = ['title', 'subtitle', 'bodyText', 'coverImage', 'caption', 'category', 'tags'] as const;

function ArticleEditor({ article }: { article: NewsArticle | null }) {
  const navigate = useNavigate();
  const save = useSaveArticle();
  const [scheduleAt, setScheduleAt] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const form = useForm<NewsArticleFormValues, unknown, NewsArticleFormOutput>({
    resolver: zodResolver(newsArticleFormSchema),
    defaultValues: {
      title: article?.title ?? '',
      subtitle: article?.subtitle ?? '',
      bodyText: article?.bodyText ?? '',
      coverImage: article?.coverImage ?? null,
      caption: article?.caption ?? '',
      category: (article?.category as NewsArticleFormValues['category']) ?? '',
      tags: (article?.tags ?? [])
        .filter((t) => !article?.category || t !== article.category.toLowerCase().replace(/\s+/g, ''))
        .join(', '),
    },
  });
  const draft = form.watch();
  const errors = form.formState.errors;

  const run = (action: Action) =>
    form.handleSubmit(async (values) => {
      if (action.kind === 'schedule' && !action.at) {
        setScheduleError('Choose the date and time to publish.');
        return;
      }
      setScheduleError(null);
      const publication =
        action.kind === 'publish'
          ? { publish: true }
          : action.kind === 'unpublish'
            ? { publish: false }
            : action.kind === 'schedule'
              ? { scheduleAt: new Date(action.at).toISOString() }
              : article
                ? {}
                : { publish: false };
      try {
        const saved = await save.mutateAsync({ id: article?.id ?? null, body: { ...values, ...publication } });
        toast.success(
          action.kind === 'publish'
            ? NEWS_AUTHORING_MESSAGES.published
            : action.kind === 'unpublish'
              ? NEWS_AUTHORING_MESSAGES.unpublished
              : action.kind === 'schedule'
                ? NEWS_AUTHORING_MESSAGES.scheduled
                : NEWS_AUTHORING_MESSAGES.saved,
        );
        if (!article) void navigate(`/console/admin/news/${saved.id}`, { replace: true });
      } catch (error) {
        if (error instanceof Error && 'errors' in error) {
          const scheduleIssue = (error as { errors: { field: string; message: string }[] }).errors.find(
            (e) => e.field === 'scheduleAt',
          );
          if (scheduleIssue) setScheduleError(scheduleIssue.message);
        }
        if (!showServerFieldErrors(error, form.setError, FORM_FIELDS))
          toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
      }
    })();

  const published = article !== null && !article.isDraft;
  const formPart = (
    <form onSubmit={(e) => void (e.preventDefault(), run({ kind: 'save' }))} noValidate className="space-y-4">
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </Field>
      <Field label="Subtitle" error={errors.subtitle?.message}>
        <Input {...form.register('subtitle')} maxLength={300} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category?.message}>
          <Select
            {...form.register('category')}
            placeholder="No category"
            options={NEWS_ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        <Field label="Tags" hint="Separated by commas" error={errors.tags?.message}>
          <Input {...form.register('tags')} />
        </Field>
      </div>
      {draft.category === 'Security Alerts' ? (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <Megaphone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Publishing a Security Alerts article sends it to every citizen as a Security Alert (once).
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="coverImage"
        render={({ field, fieldState }) => (
          <CoverUpload value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Field label="Cover caption" error={errors.caption?.message}>
        <Input {...form.register('caption')} maxLength={300} />
      </Field>
      <Field
        label="Article (Markdown)"
        required
        hint="## for a heading, **bold**, *italic*, - for a list, [text](https://...) for a link"
        error={errors.bodyText?.message}
      >
        <Textarea {...form.register('bodyText')} rows={14} className="py-2 font-mono text-sm" />
      </Field>

      <PublishPanel
        state={
          article ? (
            <>
              <ArticleStateBadge article={article} />
              {published ? <span>· {article.views.toLocaleString()} views</span> : null}
            </>
          ) : null
        }
        published={published}
        pending={save.isPending}
        onPublish={() => void run({ kind: 'publish' })}
        onUnpublish={() => void run({ kind: 'unpublish' })}
      >
        {published ? null : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field label="Publish at" error={scheduleError ?? undefined} className="space-y-1.5 sm:flex-1">
              <Input
                type="datetime-local"
                value={scheduleAt}
                min={localMinute(1)}
                onChange={(e) => setScheduleAt(e.target.value)}
              />
            </Field>
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() => void run({ kind: 'schedule', at: scheduleAt })}
            >
              Schedule
            </Button>
          </div>
        )}
      </PublishPanel>
    </form>
  );
  return <EditorLayout form={formPart} preview={<ArticlePreview article={draft} />} previewId="preview-heading" />;
}

/** /console/admin/news/new and /console/admin/news/{id} (administrators): write or edit an article. */
export default function NewsEditorPage() {
  const { id } = useParams();
  const articleId = id && /^\d+$/.test(id) ? Number(id) : null;
  const article = useAdminArticle(articleId);
  return (
    <EditorPage
      heading={articleId ? 'Edit article' : 'Write an article'}
      back={{ to: '/console/admin/news', label: 'All articles' }}
    >
      {articleId === null ? (
        <ArticleEditor article={null} />
      ) : (
        <QueryState query={article} what="the article" data={article.data}>
          {(data) => (
            // A new state from the server (the job queue published it) starts the form again from the article.
            <ArticleEditor key={`${data.id}:${data.isDraft}:${data.scheduledAt}`} article={data} />
          )}
        </QueryState>
      )}
    </EditorPage>
  );
}
