import { ChevronRight } from 'lucide-react';
import { enumLabel } from '../../../shared/enums';
import { cn } from '../../../web/lib/cn';
import { formatMs } from '../../../web/lib/format';
import { Card, CardHeader } from '../../../web/ui/card';
import { StatusBadge } from '../../../web/ui/status-badge';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { CaseRunActions } from './case-run-actions';
import { type CaseRunLink, CaseRunLinks } from './case-run-links';

export interface CaseRunRow {
  id: string;
  title: string;
  status: string;
  turnCount: number;
  whoEndedConversation: string | null;
  endConversationReason: string | null;
  durationMs: number | null;
  errorMessage: string | null;
  rerunOf: CaseRunLink | null;
  supersededBy: CaseRunLink | null;
}

/** One row per case run; choosing a row opens its transcript. */
export function CaseRunsTable({
  testRunId,
  rows,
  openId,
  onOpen,
}: {
  testRunId: string;
  rows: CaseRunRow[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Card>
      <CardHeader title="Case runs" description="Select a case run to read its transcript." />
      <Table>
        <thead>
          <tr>
            <Th>Test case</Th>
            <Th>Status</Th>
            <Th className="text-right">Turns</Th>
            <Th>Ended by</Th>
            <Th>Reason</Th>
            <Th className="text-right">Duration</Th>
            <Th>Error</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
            <Th className="w-8">
              <span className="sr-only">Open</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Tr
              key={r.id}
              data-testid="case-run-row"
              data-status={r.status}
              onClick={() => onOpen(r.id)}
              className={cn('cursor-pointer hover:bg-muted/50', openId === r.id && 'bg-muted/60')}
            >
              <Td className="max-w-xs">
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(r.id);
                  }}
                  className="truncate text-left font-medium text-fg hover:text-primary focus-visible:underline focus-visible:outline-none"
                >
                  {r.title}
                </button>
                <CaseRunLinks rerunOf={r.rerunOf} supersededBy={r.supersededBy} />
              </Td>
              <Td>
                <StatusBadge status={r.status} />
              </Td>
              <Td className="text-right tabular-nums">{r.turnCount}</Td>
              <Td className="text-muted-fg">{r.whoEndedConversation ? enumLabel(r.whoEndedConversation) : '—'}</Td>
              <Td className="text-muted-fg">{r.endConversationReason ? enumLabel(r.endConversationReason) : '—'}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatMs(r.durationMs)}</Td>
              <Td className="max-w-[14rem] truncate text-danger" title={r.errorMessage ?? undefined}>
                {r.errorMessage ?? ''}
              </Td>
              <Td className="whitespace-nowrap">
                <CaseRunActions testRunId={testRunId} caseRunId={r.id} status={r.status} compact />
              </Td>
              <Td>
                <ChevronRight aria-hidden className="size-4 text-muted-fg" />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
