import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useShellMessages } from './locales/shell/messages';
import { buttonClasses } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';

function RouteErrorView() {
  const { _ } = useShellMessages();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{_('shell.error.title')}</h1>
      <p className="text-slate-600">{_('shell.error.body')}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {_('shell.error.retry')}
        </button>
        <Link to="/" className={buttonClasses('secondary')} reloadDocument>
          {_('shell.error.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Catches a page that fails to render or to load (for example a chunk lost to a dropped connection). Keyed by
 * the location in the layout, so moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorView /> : this.props.children;
  }
}

/**
 * A layout's page slot: the page of the current route, a spinner while its chunk loads, the error view if it fails.
 * A new `pageKey` (the path, usually) starts a fresh error boundary.
 */
export function RoutedPage({ pageKey }: { pageKey: string }) {
  return (
    <RouteErrorBoundary key={pageKey}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
