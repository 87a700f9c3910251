import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
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
 * What surrounds a layout's page: `loaded` is false while the page's code or language loads (the spinner shows),
 * so a part such as the site's footer shows only with the page itself.
 */
export type PageFrame = (page: ReactNode, loaded: boolean) => ReactNode;
const bare: PageFrame = (page) => page;

/**
 * Catches a page that fails to render or to load (for example a chunk lost to a dropped connection). Keyed by
 * the location in the layout, so moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; frame?: PageFrame }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (this.props.frame ?? bare)(<RouteErrorView />, true) : this.props.children;
  }
}

/**
 * Marks the document once the page itself has rendered or, for a page that arrived rendered at build, hydrated
 * (`<html data-page-ready>`): before that a tap on the build's HTML does nothing. The browser tests wait for it
 * after each navigation (e2e/fixtures/test.ts) instead of racing the hydration.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}

/**
 * A layout's page slot: the page of the current route, a spinner while its chunk loads, the error view if it fails.
 * A new `pageKey` (the path, usually) starts a fresh error boundary. The `frame` is inside the page's Suspense
 * boundary: the site's footer (issue 17) never fills a phone's first paint above a loading page, to be pushed down
 * when the page arrives.
 */
export function RoutedPage({ pageKey, frame = bare }: { pageKey: string; frame?: PageFrame }) {
  return (
    <RouteErrorBoundary key={pageKey} frame={frame}>
      <Suspense fallback={frame(<PageSpinner />, false)}>
        {frame(<Outlet />, true)}
        <PageReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}
