import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { Input } from '../../../web/ui/input';

/**
 * The run dialog's cost line: what the chosen cases will cost at most, what is left, and an
 * optional spend cap. Shows nothing in workspaces without credits.
 */
export function RunEstimate({
  groups,
  repeats,
  spendCap,
  onSpendCap,
}: {
  /** One run request per agent: its cases by id, or a scenario. */
  groups: Array<{ agentId: string; testCaseIds?: string[]; datasetId?: string }>;
  repeats?: number;
  /** Without a handler the spend-cap field is left out. */
  spendCap?: string;
  onSpendCap?: (value: string) => void;
}) {
  const trpc = useTRPC();
  const capId = useId();
  const validRepeats = repeats && Number.isInteger(repeats) && repeats >= 1 && repeats <= 10 ? repeats : undefined;
  const estimates = useQueries({
    queries: groups.map((g) => ({ ...trpc.credits.estimate.queryOptions({ ...g, repeats: validRepeats }), staleTime: 10_000 })),
  });
  const loaded = estimates.map((e) => e.data).filter((d) => d !== undefined);
  if (!groups.length || loaded.length < groups.length || !loaded[0]!.enabled) return null;
  const total = loaded.reduce((sum, e) => sum + e.estimate, 0);
  const remaining = loaded[0]!.remainingCredits ?? 0;
  return (
    <div className="space-y-2 rounded-md border border-border bg-muted/40 px-3 py-2.5 text-sm" data-testid="run-estimate">
      <p className="text-fg">
        Estimated cost: <strong className="tabular-nums">at most {total.toLocaleString()} credits</strong>
        <span className="text-muted-fg"> · {remaining.toLocaleString()} left this cycle</span>
      </p>
      {total > remaining && (
        <p className="text-xs text-amber-700 dark:text-amber-300">
          More than is left: cases that would go past the balance end cancelled instead of starting.
        </p>
      )}
      {onSpendCap && (
        <div className="flex items-center gap-2">
          <label htmlFor={capId} className="text-xs text-muted-fg">
            Spend cap (credits, optional)
          </label>
          <Input id={capId} type="number" inputMode="numeric" min={1} className="h-8 w-28" value={spendCap ?? ''} onChange={(e) => onSpendCap(e.target.value)} placeholder="None" />
        </div>
      )}
    </div>
  );
}
