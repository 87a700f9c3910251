import { MarkdownBody } from '../../../components/markdown-body';

/** The article as the news page will show it, redrawn as the author types. */
export function ArticlePreview({
  article: { title, subtitle, bodyText, coverImage, caption },
}: {
  article: {
    title: string;
    subtitle?: string | null;
    bodyText: string;
    coverImage?: string | null;
    caption?: string | null;
  };
}) {
  return (
    <article className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="article-preview">
      {coverImage ? (
        <figure>
          <img src={coverImage} alt={caption ?? ''} className="aspect-[16/9] w-full rounded-lg object-cover" />
          {caption ? <figcaption className="mt-1 text-xs text-slate-600">{caption}</figcaption> : null}
        </figure>
      ) : null}
      <header>
        <p className="text-2xl font-bold text-brand-900">{title || 'Untitled article'}</p>
        {subtitle ? <p className="mt-1 text-lg text-slate-700">{subtitle}</p> : null}
      </header>
      {bodyText.trim() ? (
        <MarkdownBody source={bodyText} />
      ) : (
        <p className="text-slate-500">The article body will show here.</p>
      )}
    </article>
  );
}
