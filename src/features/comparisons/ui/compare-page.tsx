import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime, formatMs } from '../../../web/lib/format';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge, type BadgeTone } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';
import { PageHeader } from '../../../web/ui/page-header';
import { Select } from '../../../web/ui/select';
import { SectionSpinner } from '../../../web/ui/spinner';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { OutcomeBadge } from '../../scoring/ui/verdict-badge';

const TONE: Record<string, BadgeTone> = { REGRESSED: 'red', FIXED: 'green', UNDECIDED: 'amber', NEW: 'blue', REMOVED: 'neutral', UNCHANGED: 'neutral' };
const signed = (n: number | null, fmt: (n: number) => string) => (n == null ? '—' : `${n > 0 ? '+' : ''}${fmt(n)}`);

/** /test-runs/:id/compare — this run against a baseline of the same agent, regressions first. */
export function ComparePage() {
  const { id } = useParams();
  const headRunId = id!;
  const trpc = useTRPC();
  const qc = useQueryClient();
  const options = useQuery(trpc.scoring.comparisonOptions.queryOptions({ testRunId: headRunId }));
  const [picked, setPicked] = useState<string | null>(null);
  const baseRunId = picked ?? options.data?.baselineRunId ?? options.data?.runs[0]?.id ?? null;
  const cmp = useQuery({ ...trpc.scoring.compareRuns.queryOptions({ baseRunId: baseRunId ?? '', headRunId }), enabled: !!baseRunId });
  const baseline = useMutation(
    trpc.scoring.setBaseline.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Baseline set for this agent', variant: 'success' });
        qc.invalidateQueries({ queryKey: trpc.scoring.comparisonOptions.queryKey({ testRunId: headRunId }) });
      },
      onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }),
    }),
  );
  if (options.isPending) return <SectionSpinner />;
  const runs = options.data?.runs ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Compare runs"
        description={cmp.data ? `${cmp.data.head.name} against ${cmp.data.base.name}` : 'Pick a run of the same agent to compare with.'}
        actions={
          runs.length > 0 && (
            <>
              <Select
                aria-label="Compare with"
                value={baseRunId ?? ''}
                onChange={(e) => setPicked(e.target.value)}
                options={runs.map((r) => ({ value: r.id, label: `${r.id === options.data?.baselineRunId ? '★ ' : ''}${r.name} · ${formatDateTime(r.createdAt)}` }))}
              />
              {baseRunId && baseRunId !== options.data?.baselineRunId && (
                <Button variant="outline" size="sm" onClick={() => baseline.mutate({ testRunId: baseRunId })}>
                  Make baseline
                </Button>
              )}
            </>
          )
        }
      />
      {runs.length === 0 ? (
        <Card>
          <p className="px-5 py-10 text-center text-sm text-muted-fg">This agent has no other finished run to compare with.</p>
        </Card>
      ) : cmp.data ? (
        <Card data-testid="comparison">
          <CardHeader
            title="Per case"
            description={Object.entries(cmp.data.counts).filter(([, n]) => n).map(([k, n]) => `${n} ${k.toLowerCase()}`).join(' · ')}
          />
          <Table>
            <thead>
              <tr>
                <Th>Test case</Th>
                <Th>Change</Th>
                <Th>Before</Th>
                <Th>After</Th>
                <Th className="text-right">Score Δ</Th>
                <Th className="text-right">Slowest reply Δ</Th>
                <Th className="text-right">Duration Δ</Th>
              </tr>
            </thead>
            <tbody>
              {cmp.data.rows.map((r) => (
                <Tr key={r.testCaseId} data-testid="comparison-row" data-change={r.change}>
                  <Td className="font-medium">{r.title}</Td>
                  <Td><Badge tone={TONE[r.change]}>{r.change}</Badge></Td>
                  <Td>{r.base ? <OutcomeBadge outcome={r.base.outcomeAchieved} /> : '—'}</Td>
                  <Td title={r.head?.reason ?? undefined}>{r.head ? <OutcomeBadge outcome={r.head.outcomeAchieved} /> : '—'}</Td>
                  <Td className="text-right tabular-nums">{signed(r.scoreDelta, String)}</Td>
                  <Td className="text-right tabular-nums">{signed(r.latencyMaxDeltaMs, (n) => formatMs(n))}</Td>
                  <Td className="text-right tabular-nums">{signed(r.durationDeltaMs, (n) => formatMs(n))}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        </Card>
      ) : (
        <SectionSpinner />
      )}
    </div>
  );
}
