import { useEffect } from 'react';
import { rawMessageOf } from '../lib/rpc-error';
import { TABLE_ERRORS_BEFORE_ADVICE, TABLE_ERRORS_BEFORE_INTEGRITY_WARNING, TABLE_TIPS, tableErrorText } from '../lib/table-error';
import { Button } from './button';
import { Card } from './card';

/** A table that failed to load: what happened, advice after repeated failures, refresh and reset actions. */
export function TableError({
  table,
  error,
  errorCount,
  affectedRows,
  onRefresh,
  onResetFilters,
}: {
  table: string;
  error: unknown;
  errorCount: number;
  affectedRows?: number;
  onRefresh: () => void;
  onResetFilters?: () => void;
}) {
  const text = tableErrorText(table, rawMessageOf(error), errorCount, affectedRows);
  useEffect(() => {
    if (errorCount > TABLE_ERRORS_BEFORE_INTEGRITY_WARNING) console.warn(`[data integrity] ${table} failed ${errorCount} times`, error);
  }, [errorCount, table, error]);
  return (
    <Card role="alert" className="p-5">
      <p className="text-sm font-medium text-fg">{text}</p>
      {errorCount > TABLE_ERRORS_BEFORE_ADVICE && (
        <ul className="mt-2 list-disc pl-5 text-sm text-muted-fg">
          {TABLE_TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onRefresh}>
          {errorCount > 1 ? 'Refresh Table' : 'Try Again'}
        </Button>
        {onResetFilters && (
          <Button size="sm" variant="ghost" onClick={onResetFilters}>
            Reset Filters &amp; Refresh
          </Button>
        )}
      </div>
    </Card>
  );
}
