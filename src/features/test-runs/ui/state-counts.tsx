import { enumLabel, TEST_CASE_RUN_STATUSES } from '../../../shared/enums';
import { cn } from '../../../web/lib/cn';

const DOT: Record<string, string> = {
  QUEUED: 'bg-zinc-400',
  IN_PROGRESS: 'bg-sky-500',
  ENDED: 'bg-zinc-500',
  AWAITING_EXTERNAL_DATA: 'bg-amber-500',
  SCORING: 'bg-violet-500',
  COMPLETED: 'bg-emerald-500',
  ERROR: 'bg-red-500',
  CANCELLED: 'bg-zinc-300 dark:bg-zinc-600',
};

/** Case runs per state, in the lifecycle's order, leaving out the states no case is in. */
export function StateCounts({ counts, className }: { counts: Record<string, number>; className?: string }) {
  const present = TEST_CASE_RUN_STATUSES.filter((s) => (counts[s] ?? 0) > 0);
  if (!present.length) return <span className="text-xs text-muted-fg">No case runs</span>;
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs', className)} data-testid="state-counts">
      {present.map((s) => (
        <li key={s} className={cn('inline-flex items-center gap-1.5 tabular-nums', s === 'ERROR' ? 'font-medium text-danger' : 'text-muted-fg')} data-state={s}>
          <span aria-hidden className={cn('size-2 rounded-full', DOT[s])} />
          {counts[s]} {s === 'ERROR' ? 'errored' : enumLabel(s).toLowerCase()}
        </li>
      ))}
    </ul>
  );
}
