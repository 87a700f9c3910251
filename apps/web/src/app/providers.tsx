import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LanguageProvider } from '../lib/language-provider';
import { useUpdateWaiting } from '../lib/service-worker';
import { subscribeToasterWanted, toasterWanted } from '../lib/toast';

/** How long an extra whose code could not be fetched waits before asking again, when no `online` event comes. */
const RETRY_MS = 15_000;

/**
 * The code of an extra the page can do without for a while (the toasts, the update prompt), asked for again until it
 * comes: fetched at the first tap, it may be asked for with no connection before the app was saved for offline use,
 * and a failed import in a render took the whole app off the screen (an SOS page, offline, went blank at the first
 * tap). It is asked for again when the connection is back, or after a while.
 */
function untilFetched<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(untilFetched(load));
        };
        const timer = setTimeout(again, RETRY_MS);
        window.addEventListener('online', again);
      }),
  );
}

const Toaster = lazy(() => untilFetched(() => import('./toaster')));
const UpdatePrompt = lazy(() => untilFetched(() => import('./update-prompt')));

/** `client`: the browser's one cache by default; a server render brings its own, holding only that page's data. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const updateWaiting = useUpdateWaiting();
  // Mounted on the first toast or the first tap or key press (lib/toast.ts), never in a page's load.
  const toaster = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  return (
    <LanguageProvider>
      <QueryClientProvider client={client}>
        {children}
        {toaster ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
        {updateWaiting ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </LanguageProvider>
  );
}
