import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LanguageProvider } from '../lib/language-provider';
import { useUpdateWaiting } from '../lib/service-worker';
import { subscribeToasterWanted, toasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('./toaster'));
const UpdatePrompt = lazy(() => import('./update-prompt'));

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
