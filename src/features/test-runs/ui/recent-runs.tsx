import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { AppLink } from '../../../web/lib/app-link';
import { formatDateTime } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { Card, CardHeader } from '../../../web/ui/card';
import { EmptyState } from '../../../web/ui/empty-state';
import { ErrorCard } from '../../../web/ui/error-card';
import { Spinner } from '../../../web/ui/spinner';
import { RunOutcomeBadge } from './run-outcome-badge';
import { RunProgress } from './run-progress';

/** The latest runs, for one agent or the whole workspace. */
export function RecentRuns({ agentId, limit = 5 }: { agentId?: string; limit?: number }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.testRuns.list.queryOptions({ agentId, limit }));
  if (runs.isError) return <ErrorCard section="recent runs" error={runs.error} onRetry={() => runs.refetch()} />;
  return (
    <Card>
      <CardHeader
        title="Recent runs"
        actions={
          <AppLink to="/test-runs" className="text-xs font-medium text-primary hover:underline">
            View all
          </AppLink>
        }
      />
      {runs.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : runs.data.items.length === 0 ? (
        <EmptyState icon={FlaskConical} title="No runs yet" description="Runs appear here as soon as you start one." />
      ) : (
        <ul className="divide-y divide-border">
          {runs.data.items.map((run) => (
            <li key={run.id}>
              <AppLink to={`/test-runs/${run.id}`} className="flex items-center gap-4 px-5 py-3 transition-colors hover:bg-muted/50">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{run.name}</p>
                  <p className="mt-0.5 truncate text-xs text-muted-fg">
                    {run.agentName} · {formatDateTime(run.createdAt)}
                  </p>
                </div>
                <RunProgress done={run.completed} errored={run.errored} total={run.total} className="hidden sm:flex" />
                <RunOutcomeBadge outcome={run.outcome} />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
