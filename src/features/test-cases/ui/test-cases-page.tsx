import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../../web/lib/app-link';
import { formatDate } from '../../../web/lib/format';
import { useSelection } from '../../../web/lib/selection';
import { buttonClass } from '../../../web/ui/button';
import { EmptyState } from '../../../web/ui/empty-state';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { StatusBadge } from '../../../web/ui/status-badge';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { RunSelectedButton } from './run-selected-button';
import { type CaseListQuery, useVisibleCases } from './use-visible-cases';
import { useQuery } from '@tanstack/react-query';
import { TEST_ENTITY_STATUSES } from '../../../shared/enums';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { ListToolbar } from '../../../web/ui/list-toolbar';
import { TransferButtons } from './transfer-buttons';

const PAGE_SIZE = 25;
const SORTS = [
  { value: 'displayOrder:asc', label: 'Display order' },
  { value: 'title:asc', label: 'Title A–Z' },
  { value: 'title:desc', label: 'Title Z–A' },
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'status:asc', label: 'Status' },
];

/** /test-cases: the selected agent's (or group's, or every) test case; check some and run them. */
export function TestCasesPage() {
  const { selection } = useSelection();
  const [q, setQ] = useState<CaseListQuery>({ search: '', sort: 'displayOrder', direction: 'asc', page: 1, pageSize: PAGE_SIZE });
  const cases = useVisibleCases(selection, q);
  const tags = useQuery(useTRPC().tag.list.queryOptions());
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const rows = cases.data?.items ?? [];
  const total = cases.data?.total ?? 0;
  const set = (patch: Partial<CaseListQuery>) => setQ((prev) => ({ ...prev, page: 1, ...patch }));
  const chosen = rows.filter((c) => checked.has(c.id));
  const allChecked = rows.length > 0 && chosen.length === rows.length;

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const newCase = selection.kind === 'agent' ? `/test-cases/new?agent=${selection.agentId}` : '/test-cases/new';

  return (
    <div>
      <PageHeader
        title="Test cases"
        description="Scripted conversations a simulated caller plays against your agent."
        actions={
          <>
            <TransferButtons agentId={selection.kind === 'agent' ? selection.agentId : undefined} />
            <RunSelectedButton cases={chosen} onStarted={() => setChecked(new Set())} />
            <AppLink to={newCase} className={buttonClass('outline')}>
              <Plus aria-hidden className="size-4" /> New test case
            </AppLink>
          </>
        }
      />
      <ListToolbar
        search={q.search ?? ''}
        onSearch={(search) => set({ search })}
        placeholder="Search test cases"
        choices={[
          { label: 'Tag', value: q.tag ?? '', onChange: (tag) => set({ tag: tag || undefined }), options: [{ value: '', label: 'All tags' }, ...(tags.data ?? []).map((t) => ({ value: t.name, label: t.name }))] },
          { label: 'Status', value: q.status ?? '', onChange: (v) => set({ status: (v || undefined) as CaseListQuery['status'] }), options: [{ value: '', label: 'All statuses' }, ...TEST_ENTITY_STATUSES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() }))] },
          { label: 'Sort', value: `${q.sort}:${q.direction}`, onChange: (v) => { const [sort, direction] = v.split(':'); set({ sort: sort as CaseListQuery['sort'], direction: direction as 'asc' | 'desc' }); }, options: SORTS },
        ]}
      />
      <QueryCard
        query={cases}
        section="test cases"
        table={{ name: 'test cases', onResetFilters: q.search || q.tag || q.status ? () => set({ search: undefined, tag: undefined, status: undefined }) : undefined }}
        isEmpty={rows.length === 0 && !q.search && !q.tag && !q.status}
        empty={
          <EmptyState
              icon={ListChecks}
              title="No test cases yet"
              description="Write what the caller says, turn by turn, and run it against your agent."
              action={
                <AppLink to={newCase} className={buttonClass()}>
                  <Plus aria-hidden className="size-4" /> New test case
                </AppLink>
              }
            />
        }
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th className="w-10">
                  <input
                    type="checkbox"
                    aria-label="Select all test cases"
                    className="size-4 accent-[var(--primary)]"
                    checked={allChecked}
                    onChange={() => setChecked(allChecked ? new Set() : new Set(rows.map((r) => r.id)))}
                  />
                </Th>
                <Th>Title</Th>
                <Th>Agent</Th>
                <Th>Tags</Th>
                <Th className="text-right">Turns</Th>
                <Th>Status</Th>
                <Th>Updated</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <Tr key={c.id} className="hover:bg-muted/40">
                  <Td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${c.title}`}
                      className="size-4 accent-[var(--primary)]"
                      checked={checked.has(c.id)}
                      onChange={() => toggle(c.id)}
                    />
                  </Td>
                  <Td className="max-w-md">
                    <AppLink to={`/test-cases/${c.id}/edit`} className="font-medium text-fg hover:text-primary hover:underline">
                      {c.title}
                    </AppLink>
                    <p className="mt-0.5 truncate text-xs text-muted-fg">{c.initialMessage}</p>
                  </Td>
                  <Td className="text-muted-fg">{c.agentName}</Td>
                  <Td className="text-xs text-muted-fg">{c.tags.join(', ')}</Td>
                  <Td className="text-right tabular-nums">{c.turnCount}</Td>
                  <Td>
                    <StatusBadge status={c.status} />
                  </Td>
                  <Td className="whitespace-nowrap text-muted-fg">{formatDate(c.updatedAt)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
      <div className="mt-3 flex items-center justify-between text-sm text-muted-fg">
        <span>{total === 0 ? 'No matching test cases' : `${(q.page - 1) * q.pageSize + 1}–${Math.min(q.page * q.pageSize, total)} of ${total}`}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={q.page <= 1} onClick={() => setQ((p) => ({ ...p, page: p.page - 1 }))}>Previous</Button>
          <Button variant="outline" size="sm" disabled={q.page * q.pageSize >= total} onClick={() => setQ((p) => ({ ...p, page: p.page + 1 }))}>Next</Button>
        </div>
      </div>
    </div>
  );
}
