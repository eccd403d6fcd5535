import { useQuery } from '@tanstack/react-query';
import { ListChecks, Pencil } from 'lucide-react';
import { AppLink } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { buttonClass } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { Badge } from '../../../web/ui/badge';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { RecentRuns } from '../../test-runs/ui/recent-runs';
import { RunTestsButton } from '../../test-runs/ui/run-tests-button';
import { AgentDetailsCard } from './agent-details-card';
import { VoiceConnectionCard } from '../../voice-agents/ui/voice-connection-card';

/** One agent: its endpoint, how many test cases it has, its recent runs, and Run tests. */
export function AgentOverview({ agentId }: { agentId: string }) {
  const trpc = useTRPC();
  const agent = useQuery(trpc.customerVoiceAgent.get.queryOptions({ id: agentId }));
  const cases = useQuery(trpc.testCase.list.queryOptions({ agentId }));

  if (agent.isPending)
    return <SectionSpinner />;
  if (agent.isError) return <ErrorCard section="the agent" error={agent.error} onRetry={() => agent.refetch()} />;

  const active = cases.data?.filter((c) => c.status === 'ACTIVE').length ?? 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            {agent.data.name}
            {agent.data.isDemo && <Badge tone="violet">Demo</Badge>}
          </span>
        }
        description={agent.data.description}
        actions={
          <>
            <AppLink to={`/agents/${agentId}/edit`} className={buttonClass('outline')}>
              <Pencil aria-hidden className="size-4" /> Edit
            </AppLink>
            <RunTestsButton agentId={agentId} size="lg" disabled={cases.isSuccess && active === 0} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <AgentDetailsCard agent={agent.data} />
        <Card className="flex flex-col p-5">
          <div className="flex items-center gap-2 text-sm text-muted-fg">
            <ListChecks aria-hidden className="size-4" /> Test cases
          </div>
          <p className="mt-2 text-3xl font-semibold tracking-tight text-fg tabular-nums" data-testid="test-case-count">
            {cases.data?.length ?? '—'}
          </p>
          <p className="mt-1 text-xs text-muted-fg">{active} active, run by “Run tests”</p>
          <div className="mt-auto flex gap-2 pt-4">
            <AppLink to={`/test-cases?agent=${agentId}`} className={buttonClass('outline', 'sm')}>
              View cases
            </AppLink>
            <AppLink to={`/test-cases/new?agent=${agentId}`} className={buttonClass('ghost', 'sm')}>
              New test case
            </AppLink>
          </div>
        </Card>
      </div>
      <VoiceConnectionCard agentId={agentId} />
      <RecentRuns agentId={agentId} />
    </div>
  );
}
