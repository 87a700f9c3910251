/**
 * Renders a public page to HTML (docs/decisions/027-pre-rendered-public-pages.md): at build (scripts/prerender.mjs),
 * in each language, signed out, before any data arrives; and on the server for the pages whose first paint is their
 * data (app/page-reads.ts: the news list and an article), with that data, which the page then carries to the browser
 * so it hydrates from the same answers instead of asking again. The same tree the browser hydrates.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@safeogun/contract/languages';
import { App } from './app/app';
import { pageHead, pageReads, type PageHead } from './app/page-reads';
import { showLanguage } from './lib/i18n';
import type { PublicRead } from './lib/public-read';

/** The languages pages are rendered in at build (scripts/prerender.mjs reads them here). */
export { DEFAULT_LANGUAGE, LANGUAGES } from '@safeogun/contract/languages';

/** Answers a public read as the API's `data` would (the server asks itself), or null when there is none (404). */
export type ReadAnswer = (path: string, query: PublicRead['query']) => Promise<unknown>;

export interface RenderedPage {
  html: string;
  /** The answers the page was rendered from, for the browser's cache (lib/page-data.ts); null when none. */
  data: DehydratedState | null;
  /** The page's own title, summary and preview image, when its data gives them. */
  head: PageHead | null;
}

/** `<!--$?-->` is a boundary still waiting, `<!--$!-->` one that failed: either would be rendered on the client. */
const UNFINISHED = /<!--\$[?!]-->/;

/** The HTML, or null when a part suspended outside any boundary (code not loaded yet in this process). */
function tryRender(app: ReactNode): string | null {
  try {
    return renderToString(app);
  } catch {
    return null;
  }
}

/**
 * The page at `url` as HTML in `language`, with the answers of its reads when `answer` is given; rejects when any
 * part of it failed to render. One page at a time: the language is the process's (Lingui's one instance, as in
 * the browser), so a render in Yoruba must not switch it under a render in English.
 */
export function render(url: string, answer?: ReadAnswer, language: Language = DEFAULT_LANGUAGE): Promise<RenderedPage> {
  const rendered = rendering.then(() => renderIn(language, url, answer));
  rendering = rendered.catch(() => undefined);
  return rendered;
}

let rendering: Promise<unknown> = Promise.resolve();

async function renderIn(language: Language, url: string, answer?: ReadAnswer): Promise<RenderedPage> {
  // The messages of every screen seen so far in this process; a screen whose code loads during the render fetches
  // its own (i18n.ts), and the pass below waits for them.
  await showLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const { pathname } = new URL(url, 'http://page');
  if (answer) {
    for (const read of pageReads(pathname)) {
      const data = await answer(read.path, read.query);
      if (data !== null) client.setQueryData(read.queryKey, data);
    }
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const app = <App router={Router} queryClient={client} />;
  let html = tryRender(app);
  if (html === null || UNFINISHED.test(html)) {
    // A lazy page, section or catalogue not loaded yet in this process: one pass that waits for every one of them.
    // Its HTML is not used: a boundary that waited comes out as a template and an inline script to move it in
    // place, which the site's CSP (script-src 'self') blocks. The second pass finds them all loaded.
    const errors: unknown[] = [];
    await prerender(app, { onError: (error) => void errors.push(error) });
    html = renderToString(app);
    if (errors.length || UNFINISHED.test(html)) throw new AggregateError(errors, `${url} did not render`);
  }
  const data = answer ? dehydrate(client) : null;
  return { html, data: data?.queries.length ? data : null, head: pageHead(pathname, client) };
}
