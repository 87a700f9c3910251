import { useMemo } from 'react';
import { Marked } from 'marked';
import DOMPurify from 'dompurify';
import { ArticleBody } from './article-body';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

let hooked = false;
function purifier() {
  if (!hooked) {
    // Every link opens safely: no window.opener, no referrer; external ones in a new tab.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        node.setAttribute('rel', 'noopener noreferrer');
        if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin))
          node.setAttribute('target', '_blank');
        else node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Renders an article's Markdown body in the browser (the editor's preview, and an article saved on this device before
 * the server gave its body as HTML); the HTML is sanitised (no scripts, styles, frames or event handlers), with the
 * rules the server applies for readers (apps/api/src/modules/news/article-body.ts).
 */
export function renderMarkdown(source: string): string {
  // Without a browser's DOM DOMPurify returns its input as it is: nothing unsanitised is ever drawn.
  if (!DOMPurify.isSupported) return '';
  const html = markdown.parse(source) as string;
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}

export function MarkdownBody({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <ArticleBody html={html} />;
}
