import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useSelection } from '../../../web/lib/selection';
import { useAgentGroups, useAgents } from '../../../web/lib/use-agents';
import { Badge } from '../../../web/ui/badge';
import { buttonClass } from '../../../web/ui/button';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { Spinner } from '../../../web/ui/spinner';
import { AgentOverview } from '../../agents/ui/agent-overview';
import { RecentRuns } from '../../test-runs/ui/recent-runs';
import { AgentCards } from './agent-cards';

/** /: the agents overview, or the selected agent's details, or the selected group's agents. */
export function DashboardPage() {
  const { selection } = useSelection();
  const agents = useAgents();
  const groups = useAgentGroups();

  if (selection.kind === 'agent') return <AgentOverview key={selection.agentId} agentId={selection.agentId} />;

  const group = selection.kind === 'group' ? groups.data?.find((g) => g.id === selection.groupId) : undefined;
  const shown = group ? (agents.data ?? []).filter((a) => a.groupId === group.id) : (agents.data ?? []);

  return (
    <div className="space-y-8">
      <PageHeader
        title={
          group ? (
            <span className="flex items-center gap-2">
              <Badge tone="blue">Group</Badge>
              {group.name}
            </span>
          ) : (
            'Agents'
          )
        }
        description={group ? group.description : 'Every agent in this workspace, and the latest test runs.'}
        actions={
          <Link to="/agents/create" className={buttonClass()}>
            <Plus aria-hidden className="size-4" /> New Agent
          </Link>
        }
      />
      {agents.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : agents.isError ? (
        <ErrorCard section="agents" error={agents.error} onRetry={() => agents.refetch()} />
      ) : (
        <AgentCards agents={shown} />
      )}
      <RecentRuns />
    </div>
  );
}
