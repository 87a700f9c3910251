// The public pages rendered ahead of time at build (issue 17; docs/decisions/027-pre-rendered-public-pages.md), the
// file each is written to in dist/prerendered/ (the API serves it for that path) and its page's source (its chunks
// are preloaded, and the build report holds each to the first-load budget). /news/{id} is one shell for every
// article. `withData`: the API renders the page again with its data (apps/api/src/plugins/page-render.ts) and the
// page carries that data, which the browser takes in with PAGE_DATA_CHUNK (preloaded, counted in its first load).
export const PAGE_DATA_CHUNK = 'src/lib/page-data.ts';
export const PRERENDERED_PAGES = [
  { url: '/', file: 'index', source: 'src/app/pages/landing-page.tsx' },
  { url: '/about-us', file: 'about-us', source: 'src/features/marketing/pages/about-page.tsx' },
  { url: '/news', file: 'news', source: 'src/features/news/pages/news-page.tsx', withData: true },
  { url: '/news/article', file: 'news-article', source: 'src/features/news/pages/article-page.tsx', withData: true },
  { url: '/crime-map', file: 'crime-map', source: 'src/features/crime-map/pages/crime-map-page.tsx' },
  { url: '/report-incident', file: 'report-incident', source: 'src/features/incidents/pages/report-incident-page.tsx' },
  {
    url: '/report-anonymously',
    file: 'report-anonymously',
    source: 'src/features/incidents/pages/report-anonymously-page.tsx',
  },
  { url: '/terms-of-use', file: 'terms-of-use', source: 'src/features/marketing/pages/terms-page.tsx' },
  { url: '/privacy-policy', file: 'privacy-policy', source: 'src/features/marketing/pages/privacy-page.tsx' },
  { url: '/transparency', file: 'transparency', source: 'src/features/transparency/pages/transparency-page.tsx' },
];
