import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LanguageProvider } from '../lib/language-provider';
import { useUpdateWaiting } from '../lib/service-worker';

const Toaster = lazy(() => import('./toaster'));
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** `client`: the browser's one cache by default; a server render brings its own, holding only that page's data. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const updateWaiting = useUpdateWaiting();
  return (
    <LanguageProvider>
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        {updateWaiting ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </LanguageProvider>
  );
}
