// Zod's object schemas ask once whether the page may compile code (`new Function('')`) so they can build faster
// parsers. Our Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses it: the browser then reports
// a `securitypolicyviolation`, capturing the script's stack as it does, on every page that builds a form's schema.
// `jitless` skips the question. It is set here, the entry's first import, before any schema is built, and through
// the global object zod reads its configuration from when it loads (`zod/v4/core`'s `globalConfig`): importing
// zod's `config` would put 3.7 KB gzip of zod into every page's first load, where zod itself is not.
// Every journey fails on a violation the page reports (e2e/fixtures/test.ts).
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
