import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GitCompare, RefreshCw } from 'lucide-react';
import { AppLink } from '../../../web/lib/app-link';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button, buttonClass } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { FlakyCases } from './flaky-cases';
import { OutcomeBadge, pct } from './verdict-badge';

/** The run's verdicts: pass rate, score, per-case outcome with its reason and any broken threshold. */
export function RunScoringCard({ testRunId, finished, onOpen }: { testRunId: string; finished: boolean; onOpen: (caseRunId: string) => void }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const scoring = useQuery({ ...trpc.scoring.getRunScoring.queryOptions({ testRunId }), refetchInterval: finished ? false : 2000 });
  const rescore = useMutation(
    trpc.scoring.rescoreRun.mutationOptions({
      onSuccess: (r) => {
        toast({ title: `Re-scoring ${r.queued} case runs (round ${r.round})`, variant: 'success' });
        setTimeout(() => qc.invalidateQueries({ queryKey: trpc.scoring.pathKey() }), 1500);
      },
      onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }),
    }),
  );
  const s = scoring.data;
  if (!s) return null;
  const flaky = new Set(s.flaky);
  return (
    <Card data-testid="run-scoring">
      <CardHeader
        title="Verdicts"
        description={`Round ${s.round} · ${s.passed} passed · ${s.failed} failed · ${s.undecided} undecided${s.overridden ? ` · ${s.overridden} overridden by a person` : ''}`}
        actions={
          finished && (
            <>
              <AppLink to={`/test-runs/${testRunId}/compare`} className={buttonClass('outline', 'sm')}>
                <GitCompare aria-hidden className="size-3.5" /> Compare
              </AppLink>
              <Button size="sm" variant="outline" loading={rescore.isPending} onClick={() => rescore.mutate({ testRunId })}>
                <RefreshCw aria-hidden className="size-3.5" /> Re-score
              </Button>
            </>
          )
        }
      />
      <div className="grid grid-cols-2 gap-4 border-b border-border px-5 py-4 sm:grid-cols-4">
        <Stat label="Pass rate" value={pct(s.passRate)} testId="pass-rate" />
        {s.passAllK != null && <Stat label={`pass^${s.repeats}`} value={pct(s.passAllK)} testId="pass-k" />}
        <Stat label="Score" value={s.score == null ? '—' : String(s.score)} testId="run-score" />
        <Stat label="Checks" value={Object.entries(s.verdicts).map(([k, v]) => `${v} ${k.toLowerCase()}`).join(' · ') || 'none'} />
      </div>
      <Table>
        <thead>
          <tr>
            <Th>Test case</Th>
            <Th>Outcome</Th>
            <Th className="text-right">Score</Th>
            <Th>Why</Th>
          </tr>
        </thead>
        <tbody>
          {s.cases.map((c) => (
            <Tr key={c.caseRunId} data-testid="case-verdict-row" data-outcome={String(c.outcomeAchieved)} className="cursor-pointer hover:bg-muted/50" onClick={() => onOpen(c.caseRunId)}>
              <Td className="max-w-xs">
                <button type="button" className="truncate text-left font-medium text-fg hover:text-primary focus-visible:underline focus-visible:outline-none">
                  {c.title}
                </button>
                {s.repeats > 1 && <span className="ml-2 text-[11px] text-muted-fg tabular-nums">attempt {c.attempt}</span>}
                {c.testCaseId && flaky.has(c.testCaseId) && <span className="ml-2 text-[11px] font-medium text-amber-600">flaky</span>}
              </Td>
              <Td>{c.status === 'COMPLETED' || c.status === 'ERROR' ? <OutcomeBadge outcome={c.outcomeAchieved} /> : <span className="text-muted-fg">{c.status}</span>}</Td>
              <Td className="text-right tabular-nums">{c.score ?? '—'}</Td>
              <Td className="max-w-md text-muted-fg">
                <span className="block truncate" title={c.reason ?? undefined}>{c.reason ?? ''}</span>
                {c.brokenThresholds.map((t) => (
                  <span key={t.metric} className="block truncate text-danger" data-testid="broken-threshold">
                    Threshold broken ({t.importance.replaceAll('_', ' ').toLowerCase()}{t.scope === 'AGENT' ? ', agent override' : ''}): {t.reason}
                  </span>
                ))}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      <FlakyCases details={s.flakyDetails} onOpen={onOpen} />
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <div className="text-xs text-muted-fg">{label}</div>
      <div className="mt-0.5 text-lg font-semibold text-fg tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
