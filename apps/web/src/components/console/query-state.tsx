import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Spinner } from '../ui/spinner';

/** The part of a TanStack query a page's states read: loading, failed (with a retry), or there. */
export interface QueryStatus {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A spinner centred in the space the content will take. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}

/** What a list shows when nothing matches: a dashed box with one line. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      {children}
    </p>
  );
}

/**
 * A query's content in its states: a spinner "Loading <what>" while it loads, the failure ("<What> could not be
 * loaded.", or the server's reason) with a Try Again button (also when the query answered without `data`), the
 * `empty` line when given, else `children(data)`.
 */
export function QueryState<T>({
  query,
  data,
  what,
  empty,
  children,
}: {
  query: QueryStatus;
  /** What the content shows: the record, or the rows already filtered. */
  data: T | null | undefined;
  /** What is loading, as it reads after "Loading": "the safety tips". */
  what: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <LoadingBlock label={`Loading ${what}`} />;
  if (query.isError || data === null || data === undefined) {
    const failed = `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`;
    return <LoadError message={errorMessage(query.error, failed)} onRetry={() => void query.refetch()} />;
  }
  if (empty) return <EmptyList>{empty}</EmptyList>;
  return <>{children(data)}</>;
}
