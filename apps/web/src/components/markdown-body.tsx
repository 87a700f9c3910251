import { useMemo } from 'react';
import { Marked } from 'marked';
import DOMPurify from 'dompurify';

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

/** Renders an article's Markdown body; the HTML is sanitised (no scripts, styles, frames or event handlers). */
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
  return (
    <div
      className="article-body space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
