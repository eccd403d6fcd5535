import { AlertTriangle, Ban, CheckCircle2, XCircle } from 'lucide-react';
import type { RunOutcome } from '../../../shared/enums';
import { cn } from '../../../web/lib/cn';
import { StateCounts } from './state-counts';

/** One sentence on how the run went, coloured by it, above the per-state counts. */
export function RunVerdict({ outcome, counts, total }: { outcome: RunOutcome; counts: Record<string, number>; total: number }) {
  const errored = counts.ERROR ?? 0;
  const cancelled = counts.CANCELLED ?? 0;
  const verdict =
    outcome === 'FAILED'
      ? { icon: XCircle, tone: 'text-danger', text: `Failed: all ${total} case run${total === 1 ? '' : 's'} ended in error.` }
      : outcome === 'CANCELLED'
        ? { icon: Ban, tone: 'text-muted-fg', text: `Cancelled: ${cancelled} of ${total} case runs did not run to the end.` }
        : outcome === 'PARTIAL'
          ? { icon: AlertTriangle, tone: 'text-amber-700 dark:text-amber-300', text: `Completed with problems: ${errored} errored, ${cancelled} cancelled of ${total}.` }
          : outcome === 'SUCCEEDED'
            ? { icon: CheckCircle2, tone: 'text-emerald-700 dark:text-emerald-300', text: `All ${total} case runs completed.` }
            : null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      {verdict ? (
        <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', verdict.tone)} data-testid="run-verdict" role={outcome === 'FAILED' ? 'alert' : undefined}>
          <verdict.icon aria-hidden className="size-4" /> {verdict.text}
        </p>
      ) : (
        <span />
      )}
      <StateCounts counts={counts} />
    </div>
  );
}
