import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Spinner } from './spinner';

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
 * A query's content in its states: a spinner while it loads, the failure with a Try Again button (also when the
 * query answered without `data`), the `empty` line when given, else `children(data)`.
 */
export function QueryState<T>({
  query,
  data,
  loading,
  failed,
  empty,
  children,
}: {
  query: QueryStatus;
  /** What the content shows: the record, or the rows already filtered. */
  data: T | null | undefined;
  /** The spinner's label: "Loading the …". */
  loading: string;
  /** The fallback failure message: "The … could not be loaded." */
  failed: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <LoadingBlock label={loading} />;
  if (query.isError || data === null || data === undefined)
    return <LoadError message={errorMessage(query.error, failed)} onRetry={() => void query.refetch()} />;
  if (empty) return <EmptyList>{empty}</EmptyList>;
  return <>{children(data)}</>;
}
