import { cn } from '../../../web/lib/cn';

/** "n/total" with a thin bar: finished case runs (completed + errored) out of all. */
export function RunProgress({ done, errored = 0, total, className }: { done: number; errored?: number; total: number; className?: string }) {
  const pct = total ? Math.round(((done + errored) / total) * 100) : 0;
  const errPct = total ? (errored / total) * 100 : 0;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        className="relative h-1.5 w-20 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done + errored}
        aria-label="Progress"
      >
        <div className="absolute inset-y-0 left-0 bg-emerald-500" style={{ width: `${pct - errPct}%` }} />
        <div className="absolute inset-y-0 bg-red-500" style={{ left: `${pct - errPct}%`, width: `${errPct}%` }} />
      </div>
      <span className="text-xs text-muted-fg tabular-nums">
        {done + errored}/{total}
      </span>
    </div>
  );
}
