import type { ReactNode } from 'react';
import { Card } from './card';
import { ErrorCard } from './error-card';
import { Spinner } from './spinner';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * SPEC §4.5's loading wrapper for a listing: a spinner while loading, the error card with a
 * retry on failure, the empty state when there is nothing, else the content.
 */
export function QueryCard({
  query,
  section,
  isEmpty,
  empty,
  children,
}: {
  query: QueryState;
  section: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** Called only once data is there, so it may read it without checks. */
  children: () => ReactNode;
}) {
  if (query.isError) return <ErrorCard section={section} error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Card>
      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : isEmpty ? (
        empty
      ) : (
        children()
      )}
    </Card>
  );
}
