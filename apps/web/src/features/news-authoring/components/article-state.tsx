import type { NewsArticle } from '@safeogun/contract/news';
import { formatDateTime } from '../../../lib/format';

/** Where an article stands: published (with its date), scheduled (with its time) or a draft. */
export function articleState(article: NewsArticle): { label: string; when: string | null; className: string } {
  if (!article.isDraft)
    return {
      label: 'Published',
      when: formatDateTime(article.datePublished),
      className: 'bg-green-100 text-green-800',
    };
  if (article.scheduledAt)
    return { label: 'Scheduled', when: formatDateTime(article.scheduledAt), className: 'bg-amber-100 text-amber-900' };
  return { label: 'Draft', when: null, className: 'bg-slate-100 text-slate-700' };
}

export function ArticleStateBadge({ article }: { article: NewsArticle }) {
  const state = articleState(article);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
      {state.when ? <span className="text-xs text-slate-600">{state.when}</span> : null}
    </span>
  );
}
