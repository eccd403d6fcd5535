import type { ReactNode } from 'react';
import { Card } from './card';
import { ErrorCard } from './error-card';
import { Spinner } from './spinner';
import { TableError } from './table-error';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** How many times the query has failed so far (TanStack's errorUpdateCount). */
  errorUpdateCount?: number;
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
  table,
}: {
  query: QueryState;
  /** A table listing fails with the table error screen: its advice grows with repeated failures. */
  table?: { name: string; onResetFilters?: () => void };
  section: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** Called only once data is there, so it may read it without checks. */
  children: () => ReactNode;
}) {
  if (query.isError && table)
    return (
      <TableError
        table={table.name}
        error={query.error}
        errorCount={Math.max(1, query.errorUpdateCount ?? 1)}
        onRefresh={() => query.refetch()}
        onResetFilters={table.onResetFilters}
      />
    );
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
