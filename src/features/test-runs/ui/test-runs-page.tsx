import { useInfiniteQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../shared/constants';
import { TEST_RUN_STATUSES, type TestRunStatus } from '../../../shared/enums';
import { statusWords } from '../../../web/lib/labels';
import { useDebounced } from '../../../web/lib/use-debounced';
import { ListToolbar } from '../../../web/ui/list-toolbar';
import { AppLink } from '../../../web/lib/app-link';
import { formatDateTime } from '../../../web/lib/format';
import { useSelection } from '../../../web/lib/selection';
import { useTRPC } from '../../../web/lib/trpc';
import { useAgents } from '../../../web/lib/use-agents';
import { Button } from '../../../web/ui/button';
import { EmptyState } from '../../../web/ui/empty-state';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { useWorkspace } from '../../../web/shell/use-workspace';
import { RunOutcomeBadge } from './run-outcome-badge';
import { pct } from '../../scoring/ui/verdict-badge';
import { usePassRates } from '../../scoring/ui/use-pass-rates';
import { RunProgress } from './run-progress';
import { StateCounts } from './state-counts';

/** /test-runs: every run (or the selected agent's), newest first, a page at a time. */
export function TestRunsPage() {
  const trpc = useTRPC();
  const { isAdmin } = useWorkspace();
  const { selection } = useSelection();
  const agents = useAgents();
  const agentId = selection.kind === 'agent' ? selection.agentId : undefined;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const query = useDebounced(search.trim());
  const runs = useInfiniteQuery(
    trpc.testRuns.list.infiniteQueryOptions(
      { agentId, limit: PAGE_SIZE, search: query || undefined, status: (status || undefined) as TestRunStatus | undefined },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  const members =
    selection.kind === 'group' ? new Set((agents.data ?? []).filter((a) => a.groupId === selection.groupId).map((a) => a.id)) : null;
  const rows = (runs.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => !members || members.has(r.agentId));
  const passRates = usePassRates(rows.map((r) => r.id));

  return (
    <div>
      <PageHeader title={isAdmin ? 'Results' : 'Test results'} description="Every test run, newest first." />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search runs by name"
        choices={[
          {
            label: 'Status',
            value: status,
            onChange: setStatus,
            options: [{ value: '', label: 'Any status' }, ...TEST_RUN_STATUSES.map((s) => ({ value: s, label: statusWords(s) }))],
          },
        ]}
      />
      <QueryCard
        query={runs}
        section="test runs"
        table={{ name: 'test runs', onResetFilters: search || status ? () => (setSearch(''), setStatus('')) : undefined }}
        isEmpty={rows.length === 0}
        empty={
          query || status ? (
            <EmptyState icon={FlaskConical} title="No runs match" description="Try another name or status." />
          ) : (
            <EmptyState icon={FlaskConical} title="No test runs yet" description="Pick an agent and press “Run tests” to start one." />
          )
        }
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Agent</Th>
                <Th>Status</Th>
                <Th>Progress</Th>
                <Th>Case runs</Th>
                <Th className="text-right">Pass rate</Th>
                <Th>Created</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((run) => (
                <Tr key={run.id} className="hover:bg-muted/40">
                  <Td className="max-w-sm">
                    <AppLink to={`/test-runs/${run.id}`} className="font-medium text-fg hover:text-primary hover:underline">
                      {run.name}
                    </AppLink>
                  </Td>
                  <Td className="text-muted-fg">{run.agentName}</Td>
                  <Td>
                    <RunOutcomeBadge outcome={run.outcome} />
                  </Td>
                  <Td>
                    <RunProgress done={run.completed} errored={run.errored} total={run.total} />
                  </Td>
                  <Td>
                    <StateCounts counts={run.counts} />
                  </Td>
                  <Td className="text-right tabular-nums" data-testid="run-pass-rate">
                    {pct(passRates[run.id]?.passRate)}
                  </Td>
                  <Td className="whitespace-nowrap text-muted-fg">{formatDateTime(run.createdAt)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
      {runs.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" loading={runs.isFetchingNextPage} onClick={() => runs.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
