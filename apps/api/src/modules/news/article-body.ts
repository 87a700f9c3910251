/**
 * An article's Markdown as the HTML a reader's phone shows (issue 17): rendered and sanitised here, once per version
 * of the article, so the page the server renders carries the body and the phone neither downloads a Markdown parser
 * and sanitiser nor runs them while the page starts. The rules are those the web app's editor preview applies with
 * DOMPurify (apps/web/src/components/markdown-body.tsx): the HTML elements of articles, never scripts, styles,
 * frames, forms or event handlers; links to http(s), mailto, tel, this site or a fragment only, each with
 * rel="noopener noreferrer" and another site's opening in a new tab.
 */
import { createHash } from 'node:crypto';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** sanitize-html's default elements of text (headings, lists, tables, quotes, code...) and pictures. */
const TAGS = [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 's'];

function sanitize(html: string, siteOrigin: string): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Scripts, styles and frames go with their content; other unknown elements keep their text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'select'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href) && !href.startsWith(siteOrigin);
        const { target: _target, ...rest } = attribs;
        return {
          tagName,
          attribs: { ...rest, rel: 'noopener noreferrer', ...(external ? { target: '_blank' } : {}) },
        };
      },
    },
  });
}

/** The body's HTML for readers: Markdown rendered, then sanitised. */
export function articleBodyHtml(source: string, siteOrigin: string): string {
  return sanitize(markdown.parse(source) as string, siteOrigin);
}

/** Rendered once per text of a body (any process's edit changes the text); a few hundred of the most read kept. */
const MAX_KEPT = 200;
const kept = new Map<string, string>();

export function cachedArticleBodyHtml(source: string, siteOrigin: string): string {
  const key = createHash('sha256').update(siteOrigin).update('\n').update(source).digest('base64');
  const hit = kept.get(key);
  if (hit !== undefined) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const html = articleBodyHtml(source, siteOrigin);
  kept.set(key, html);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return html;
}
