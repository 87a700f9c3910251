import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { listenForInstallPrompt } from './lib/install-prompt';
import { startLanguage } from './lib/i18n';
import { followAccountLanguage } from './lib/account-language';
import { getSession } from './lib/session';
import { startOfflineReading } from './lib/offline-reading';
import './index.css';

listenForInstallPrompt();
followAccountLanguage();

// The service worker (offline use, installing, updates) registers once the page has loaded, in a chunk of its own:
// the landing page's first load stays within its budget (docs/decisions/024-installable-offline-app.md).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () =>
      void import('./lib/service-worker-registration').then(
        (module) => module.registerServiceWorker(),
        () => undefined, // offline before the worker was ever installed: nothing to register with
      ),
    { once: true },
  );
}

// The first render waits for the chosen language's messages (at once in English), so no English text flashes, and
// for the news, reports and map data saved on this device, if any, so an offline page shows them at once.
void Promise.all([startLanguage(getSession()?.user.language), startOfflineReading()]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
  // The offline outbox sends what waits on this phone (decision 025): its own chunk, after the first render.
  void import('./lib/outbox-start').then((outbox) => outbox.startOutbox());
});
