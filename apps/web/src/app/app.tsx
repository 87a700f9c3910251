import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app under a router: the browser's (main.tsx) or, when pages are rendered ahead of time at build, a
 * static one (entry-server.tsx). Both render this same tree, so the pre-rendered HTML hydrates without a mismatch.
 */
export function App({
  router: Router,
  queryClient,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  /** The server's cache for one render (entry-server.tsx); the browser's own when absent. */
  queryClient?: QueryClient;
}) {
  return (
    <StrictMode>
      <Router>
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </Router>
    </StrictMode>
  );
}
