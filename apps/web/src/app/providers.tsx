import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LanguageProvider } from '../lib/language-provider';
import { useUpdateWaiting } from '../lib/service-worker';

const Toaster = lazy(() => import('./toaster'));
const UpdatePrompt = lazy(() => import('./update-prompt'));

export function Providers({ children }: { children: ReactNode }) {
  const updateWaiting = useUpdateWaiting();
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
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
