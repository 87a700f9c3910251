import { StrictMode, type ReactNode } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app under a router: the browser's (main.tsx) or, when pages are rendered ahead of time at build, a
 * static one (entry-server.tsx). Both render this same tree, so the pre-rendered HTML hydrates without a mismatch.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <Providers>
          <AppRoutes />
        </Providers>
      </Router>
    </StrictMode>
  );
}
