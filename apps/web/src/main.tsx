import './lib/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/install-prompt';
import { startLanguage } from './lib/i18n';
import { followAccountLanguage } from './lib/account-language';
import { getSession } from './lib/session';
import { getLanguage } from './lib/language';
import { startOfflineReading, startOfflineReadingOnceLive } from './lib/offline-reading';
import { PAGE_DATA_ID } from './lib/public-read';
import { whenLoaded } from './lib/when-loaded';
import './index.css';

// When the app's code has been evaluated: for a profile of a page's start, and for the journey that checks that a
// page built ahead of time is on the screen before it (prerendered-pages.spec.ts).
performance.mark('safeogun:app-start');
listenForInstallPrompt();
followAccountLanguage();

// The service worker (offline use, installing, updates) registers once the page has loaded, in a chunk of its own:
// the landing page's first load stays within its budget (docs/decisions/024-installable-offline-app.md).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenLoaded(
    () =>
      void import('./lib/service-worker-registration').then(
        (module) => module.registerServiceWorker(),
        () => undefined, // offline before the worker was ever installed: nothing to register with
      ),
  );
}

const container = document.getElementById('root')!;
// A page the server rendered with its data (the news) carries it: into the cache before the first render, in a
// chunk of its own (the page preloads it) so no other page's first load carries the code.
const pageData = document.getElementById(PAGE_DATA_ID)
  ? import('./lib/page-data').then((module) => module.takePageData())
  : null;
const session = getSession();
// A public page may arrive rendered at build (docs/decisions/027-pre-rendered-public-pages.md): signed out, no
// data, in the language the server took from this device's choice or the browser's (the HTML names it). It is
// hydrated only when this visit would render exactly that; a signed-in person or another language renders on the
// client, as every page did before, replacing the HTML. Data saved on this device for offline reading does not
// stop it: the copy is put back once the page is live.
const prerendered = container.firstElementChild !== null && !session;
const renderedLanguage = document.documentElement.lang;

/** Resolves in a task of its own, so the browser may paint or answer a tap first: a long task blocks both. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first render waits for the chosen language's messages (at once in English), so no English text flashes, and,
// on a page rendered on the client (the app shell the service worker answers with offline), for the news, reports
// and map data saved on this device, if any, so an offline page shows them at once. Loading this code, starting
// React, and what comes after the first render are each a task of their own, not one long one.
void Promise.all([startLanguage(session?.user.language), prerendered ? null : startOfflineReading(), pageData])
  .then(nextTask)
  .then(() => {
    const app = <App router={BrowserRouter} />;
    // Hydrating as a transition: React hydrates in slices and yields between them, where a hydration at the default
    // priority is one task as long as the whole page takes to hydrate (decision 027). A tap on a part not yet
    // hydrated hydrates that part first.
    if (prerendered && getLanguage() === renderedLanguage) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
    return nextTask();
  })
  .then(() => {
    if (prerendered) startOfflineReadingOnceLive();
    // The offline outbox sends what waits on this phone (decision 025): its own chunk, after the first render.
    void import('./lib/outbox-start').then((outbox) => outbox.startOutbox());
  });
