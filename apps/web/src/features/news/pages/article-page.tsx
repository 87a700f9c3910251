import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Link2 } from 'lucide-react';
import { NEWS_MESSAGES } from '@safeogun/contract/news-messages';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { localized, useLocalized } from '../../../lib/i18n';
import { PageSpinner } from '../../../components/ui/spinner';
import { ArticleBody } from '../../../components/article-body';
import { buttonClasses } from '../../../components/ui/button';
import { useNewsArticle } from '../api/use-news-article';
import { CoverImage } from '../components/cover-image';
import { TagList } from '../components/tag-list';
import { publishedDate } from '../components/news-display';
import { useNewsMessages } from '../locales/news/messages';

// The body comes as HTML the server rendered and sanitised (`bodyHtml`), in the page it renders: a phone runs no
// Markdown parser or sanitiser (issue 17). Only a copy saved on this device before the server sent it (offline
// reading keeps copies 14 days) is drawn from its Markdown, with the renderer and sanitiser (marked, DOMPurify: 26 KB
// gzip) fetched for it.
const MarkdownBody = lazy(() =>
  import('../../../components/markdown-body').then((module) => ({ default: module.MarkdownBody })),
);

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
}

function NotFound({ reason }: { reason: string }) {
  const { _ } = useNewsMessages();
  const localize = useLocalized();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{localize(NEWS_MESSAGES.notFoundTitle)}</h1>
      <p className="text-slate-600">{localize(reason)}</p>
      <Link to="/news" className={buttonClasses('primary')}>
        {_('news.article.back')}
      </Link>
    </div>
  );
}

const noSubscription = () => () => undefined;
/** This page's address for sharing: none while hydrating a page the server rendered (it has no window). */
const usePageUrl = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => '',
  );
/**
 * False on the server and while hydrating, true after: the body is sanitised by DOMPurify, which needs the browser's
 * DOM (on the server it would pass the HTML through unsanitised), so it is drawn in the browser only.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export default function ArticlePage() {
  const { _, i18n } = useNewsMessages();
  const url = usePageUrl();
  const inBrowser = useInBrowser();
  const { id } = useParams();
  const query = useNewsArticle(id);
  const failedOtherwise = query.isError && !(query.error instanceof ApiError && query.error.status === 404);

  useEffect(() => {
    if (failedOtherwise) toast.error(localized(NEWS_MESSAGES.loadFailedToast));
  }, [failedOtherwise]);

  useEffect(() => {
    if (query.data) document.title = _('news.article.title', { title: query.data.title });
  }, [query.data, _]);

  if (!id) return <NotFound reason={NEWS_MESSAGES.noId} />;
  if (query.isPending) return <PageSpinner label={_('news.article.loading')} />;
  if (query.isError)
    return <NotFound reason={failedOtherwise ? NEWS_MESSAGES.articleFetchFailed : NEWS_MESSAGES.notFound} />;

  const article = query.data;

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to="/news"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {_('news.article.back')}
      </Link>

      <header className="mt-4">
        <TagList tags={article.tags} />
        <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-brand-900 sm:text-4xl">
          {article.title}
        </h1>
        {article.subtitle ? <p className="mt-3 text-lg text-slate-600">{article.subtitle}</p> : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              A
            </span>
            <div className="text-sm">
              <p className="font-semibold text-slate-900">{_('news.card.author')}</p>
              <p className="text-slate-500">{_('news.article.role')}</p>
            </div>
          </div>
          <p className="text-sm text-slate-500">
            <time dateTime={article.datePublished ?? undefined}>{publishedDate(i18n, article.datePublished)}</time>
            <span aria-hidden="true"> · </span>
            {_('news.article.readTime')}
          </p>
        </div>
      </header>

      <figure className="mt-6">
        <CoverImage
          src={article.coverImage}
          alt={article.caption ?? article.title}
          className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
          priority
        />
        {article.caption ? <figcaption className="mt-2 text-sm text-slate-500">{article.caption}</figcaption> : null}
      </figure>

      <div className="mt-8 min-h-40">
        {article.bodyHtml !== undefined ? (
          <ArticleBody html={article.bodyHtml} />
        ) : inBrowser ? (
          <Suspense fallback={null}>
            <MarkdownBody source={article.bodyText} />
          </Suspense>
        ) : null}
      </div>

      <footer className="mt-10 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={async () => {
            if (await copyText(url)) toast.success(localized(NEWS_MESSAGES.linkCopied));
          }}
        >
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {_('news.article.copyLink')}
        </button>
        <span className="text-sm text-slate-500">{_('news.article.shareOn')}</span>
        {shareLinks(url, article.title).map((network) => (
          <a
            key={network.name}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost')}
            aria-label={_('news.article.shareOnNetwork', { network: network.name })}
          >
            {network.name}
          </a>
        ))}
      </footer>
    </article>
  );
}
