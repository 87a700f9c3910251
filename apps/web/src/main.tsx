import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { listenForInstallPrompt } from './lib/install-prompt';
import { startLanguage } from './lib/i18n';
import { followAccountLanguage } from './lib/account-language';
import { getSession } from './lib/session';
import './index.css';

listenForInstallPrompt();
followAccountLanguage();

// The first render waits for the chosen language's messages (at once in English), so no English text flashes.
void startLanguage(getSession()?.user.language).then(() => {
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
