import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../web/lib/trpc';
import { pct } from './verdict-badge';

export function useAgentPassRates() {
  const trpc = useTRPC();
  return useQuery(trpc.scoring.agentPassRates.queryOptions()).data ?? {};
}

/** The agent's latest run's pass rate on its card; nothing when it has no scored run. */
export function AgentPassRate({ rate }: { rate?: { passRate: number | null; passed: number; failed: number } }) {
  if (!rate || rate.passRate == null) return null;
  const tone = rate.passRate >= 0.9 ? 'text-emerald-600 dark:text-emerald-400' : rate.passRate >= 0.6 ? 'text-amber-600' : 'text-danger';
  return (
    <p className="mt-2 text-xs text-muted-fg" data-testid="agent-pass-rate">
      Last run: <span className={`font-semibold tabular-nums ${tone}`}>{pct(rate.passRate)}</span> passed ({rate.passed}/{rate.passed + rate.failed})
    </p>
  );
}
