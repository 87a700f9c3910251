// After the client build and the server build of src/entry-server.tsx (dist-ssr): renders each public page to HTML
// in each language in the app's index.html, in dist/prerendered/ (docs/decisions/027-pre-rendered-public-pages.md).
// The API serves them (apps/api/src/plugins/web-app.ts); the browser hydrates them. dist/index.html stays the empty
// shell that every other page and the service worker use.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_CHUNK, PRERENDERED_PAGES } from './prerendered-pages.mjs';

process.env.NODE_ENV = 'production';
const dist = path.resolve('dist');
const { render, LANGUAGES, DEFAULT_LANGUAGE } = await import(
  pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href
);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

/**
 * The page chunk and what it imports statically, and for a page the server renders with its data the chunk that
 * takes the data in: fetched with the HTML, so hydration does not wait a round trip.
 */
function preloads({ source: key, withData }) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = new Set();
  const walk = (k, into) => {
    if (into.has(k) || !manifest[k]) return;
    into.add(k);
    for (const next of manifest[k].imports ?? []) walk(next, into);
  };
  walk(entryKey, entry);
  const page = new Set();
  walk(key, page);
  if (withData) walk(PAGE_DATA_CHUNK, page);
  return [...page]
    .filter((k) => !entry.has(k))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
    .join('');
}

// The stylesheet in the page itself, not linked: the phone paints the page as soon as its HTML is in, without a
// round trip for the stylesheet first, and parses and applies it once, before that paint (a stylesheet that comes
// later has every element's style worked out again while the app's code starts). It costs the stylesheet's bytes
// (11 KB with brotli) on every page loaded whole; the app's own navigation and the service worker's app shell load
// none of these pages.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/;
const stylesheet = template.match(STYLESHEET);
if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
const css = readFileSync(path.join(dist, stylesheet[1]), 'utf8');
// A relative url() would resolve against the page instead of assets/ once inlined; a data: or absolute one is fine.
if (/<\/style|url\(\s*(?!['"]?(?:data:|\/|https?:))/i.test(css))
  throw new Error(`${stylesheet[1]} cannot be inlined as it is (a </style> or a relative url())`);
const inlineStyles = `<style>${css}</style>`;

// The app starts once the page is on the screen. A page built ahead of time is whole in its HTML; with the app's
// script run as the parser ends, a phone with a slow processor and a quick connection evaluated the app's code
// (React's most of all) before it painted the rest of the page: the terms' first paragraph came at 2.3 s instead of
// 1.5 s at 4x CPU slowdown (decision 027). The entry is still fetched with the HTML (modulepreload), but evaluated
// only after a frame has been drawn: a one-line module, named by its content like the other assets, imports it after
// the next frame (at once in a tab not on screen, which draws no frames). The app shell (dist/index.html) has
// nothing to paint before its app and keeps the script as Vite wrote it.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;
const entryScript = template.match(ENTRY_SCRIPT);
if (!entryScript) throw new Error('dist/index.html has no entry script');
const startAfterPaint =
  `const start=()=>import(${JSON.stringify(entryScript[1])});` +
  `document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(start,0)):start();\n`;
const startFile = `assets/start-after-paint-${createHash('sha256').update(startAfterPaint).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(dist, startFile), startAfterPaint);
const startTags =
  `<link rel="modulepreload" crossorigin href="${entryScript[1]}">` +
  `<script type="module" crossorigin src="/${startFile}"></script>`;

const HTML_LANG = '<html lang="en">';
if (!template.includes(HTML_LANG)) throw new Error(`dist/index.html has no ${HTML_LANG}`);

// Each page in each language: English in prerendered/, Yoruba and Pidgin in prerendered/yo/ and prerendered/pcm/,
// for the server to send by the visitor's choice or browser (web-app.ts), so theirs hydrates too instead of
// painting English and then being drawn again on the phone.
const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
for (const language of LANGUAGES) {
  const folder = language === DEFAULT_LANGUAGE ? out : path.join(out, language);
  mkdirSync(folder, { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    if (!manifest[page.source]) throw new Error(`${page.source} is not in the build`);
    const { html: body } = await render(page.url, undefined, language);
    const html = template
      .replace(HTML_LANG, `<html lang="${language}">`)
      .replace(STYLESHEET, () => inlineStyles)
      .replace(ENTRY_SCRIPT, () => startTags)
      .replace('</head>', `${preloads(page)}</head>`)
      .replace(ROOT, `<div id="root">${body}</div>`);
    const file = path.join(folder, `${page.file}.html`);
    writeFileSync(file, html);
    console.log(
      `pre-rendered ${page.url} (${language}) -> ${path.relative('.', file)} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
}
