import { Plus } from 'lucide-react';
import { useState } from 'react';
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
import { searchAgents } from '../../../web/shell/agent-search';
import { ListToolbar } from '../../../web/ui/list-toolbar';
import { AgentCards } from './agent-cards';
import { SectionBoundary } from '../../../web/shell/section-boundary';
import { type AgentSort, SORT_OPTIONS, sortAgents } from './sort-agents';

/** /: the agents overview, or the selected agent's details, or the selected group's agents. */
export function DashboardPage() {
  const { selection } = useSelection();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AgentSort>('name');
  const agents = useAgents();
  const groups = useAgentGroups();

  if (selection.kind === 'agent') return <AgentOverview key={selection.agentId} agentId={selection.agentId} />;

  const group = selection.kind === 'group' ? groups.data?.find((g) => g.id === selection.groupId) : undefined;
  const inScope = group ? (agents.data ?? []).filter((a) => a.groupId === group.id) : (agents.data ?? []);
  const shown = sortAgents(searchAgents(inScope, search), search.trim() ? 'relevance' : sort);

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
        <div>
          {inScope.length > 1 && (
            <ListToolbar
              search={search}
              onSearch={setSearch}
              placeholder="Search agents by name or source ID"
              choices={[{ label: 'Sort agents', value: sort, onChange: (v) => setSort(v as AgentSort), options: SORT_OPTIONS }]}
            />
          )}
          {shown.length === 0 && search.trim() ? (
            <p className="py-6 text-center text-sm text-muted-fg">No agents match “{search.trim()}”.</p>
          ) : (
            <AgentCards agents={shown} />
          )}
        </div>
      )}
      <SectionBoundary section="Recent runs">
        <RecentRuns />
      </SectionBoundary>
    </div>
  );
}
