import { Link } from 'react-router';
import type { NewsArticle } from '@safeogun/contract/news';
import { CoverImage } from './cover-image';
import { TagList } from './tag-list';
import { excerpt, publishedDate } from './news-display';
import { useNewsMessages } from '../locales/news/messages';

/** `first`: the list's first card, whose cover a phone shows on arrival. */
export function NewsCard({ article, first = false }: { article: NewsArticle; first?: boolean }) {
  const { _, i18n } = useNewsMessages();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* The card clips its corners, so the focus ring is drawn inside the link, where the clip cannot hide it. */}
      <Link
        to={`/news/${article.id}`}
        className="flex flex-1 flex-col rounded-xl focus-visible:outline-offset-[-3px]"
        aria-label={article.title}
      >
        <CoverImage
          src={article.coverImage}
          alt=""
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
          priority={first}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="text-xs font-medium text-slate-500">
            {_('news.card.author')} ·{' '}
            <time dateTime={article.datePublished ?? undefined}>{publishedDate(i18n, article.datePublished)}</time>
          </p>
          <h2 className="text-lg font-semibold leading-snug text-brand-900">{article.title}</h2>
          <p className="text-sm text-slate-600">{excerpt(article.subtitle, article.bodyText)}</p>
          <TagList tags={article.tags} className="mt-auto pt-2" />
        </div>
      </Link>
    </article>
  );
}
