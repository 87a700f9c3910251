import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { queryClient } from '../lib/query-client';
import { i18n } from '../lib/i18n';
import { useUpdateWaiting } from '../lib/service-worker';

const Toaster = lazy(() => import('./toaster'));
const UpdatePrompt = lazy(() => import('./update-prompt'));

export function Providers({ children }: { children: ReactNode }) {
  const updateWaiting = useUpdateWaiting();
  return (
    <I18nProvider i18n={i18n}>
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
    </I18nProvider>
  );
}
