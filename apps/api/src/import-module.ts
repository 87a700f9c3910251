/**
 * How the app imports an ES module file while it runs (the web build's page renderer, plugins/page-render.ts). The
 * built server's bundle cannot call `import()` (code-cache.ts), so its loader passes its own (built-server.ts).
 */
export type ImportModule = (url: string) => Promise<unknown>;

/** `import()` itself: the development server's and the tests'. */
export const importModule: ImportModule = (url) => import(url);
