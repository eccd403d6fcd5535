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
import { useVisibleCases } from './use-visible-cases';

/** /test-cases: the selected agent's (or group's, or every) test case; check some and run them. */
export function TestCasesPage() {
  const { selection } = useSelection();
  const cases = useVisibleCases(selection);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const rows = cases.data ?? [];
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
            <RunSelectedButton cases={chosen} onStarted={() => setChecked(new Set())} />
            <AppLink to={newCase} className={buttonClass('outline')}>
              <Plus aria-hidden className="size-4" /> New test case
            </AppLink>
          </>
        }
      />
      <QueryCard
        query={cases}
        section="test cases"
        isEmpty={rows.length === 0}
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
    </div>
  );
}
