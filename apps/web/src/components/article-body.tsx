/**
 * An article's body drawn from HTML already made safe: by the server for readers (the API's `bodyHtml`, sanitised
 * there: apps/api/src/modules/news/article-body.ts), or by markdown-body.tsx for the editor's preview.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
