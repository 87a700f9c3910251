/**
 * Renders a public page to HTML at build (scripts/prerender.mjs; docs/decisions/027-pre-rendered-public-pages.md):
 * the same tree the browser hydrates, in English, signed out, before any data arrives.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';

/** The page at `url` as HTML; rejects when any part of it failed to render (it would be rendered on the client). */
export async function render(url: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  // A first pass waits for every lazy page, section and catalogue. Its HTML is not used: a boundary that waited
  // comes out as a template and an inline script to move it in place, which the site's CSP (script-src 'self')
  // blocks. The second pass finds them all loaded and writes plain HTML.
  await prerender(<App router={Router} />, { onError: (error) => void errors.push(error) });
  const html = renderToString(<App router={Router} />);
  // <!--$?--> is a boundary still waiting, <!--$!--> one that failed: either would be rendered again on the client.
  if (errors.length || /<!--\$[?!]-->/.test(html)) throw new AggregateError(errors, `${url} did not render at build`);
  return html;
}
