import { useQuery } from '@tanstack/react-query';
import { Bot, CalendarClock, CornerUpLeft, Radio } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../../web/lib/app-link';
import { formatDateTime } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { Card } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { RunScoringCard } from '../../scoring/ui/run-scoring-card';
import { CancelRunButton } from './cancel-run-button';
import { CaseRunsTable } from './case-runs-table';
import { MetricTiles } from './metric-tiles';
import { RerunFailedButton } from './rerun-failed-button';
import { RunOutcomeBadge } from './run-outcome-badge';
import { RunVerdict } from './run-verdict';
import { TranscriptPanel } from './transcript-panel';
import { SectionBoundary } from '../../../web/shell/section-boundary';
import { useRunProgress } from './use-run-progress';

// Recharts is the largest dependency; it loads with the first run page.
const CaseDurationChart = lazy(() => import('./case-duration-chart').then((m) => ({ default: m.CaseDurationChart })));

/** /test-runs/:id: a run's live progress, metrics, case runs and transcripts. */
export function TestRunPage() {
  const { id } = useParams();
  const testRunId = id!;
  const trpc = useTRPC();
  const [search] = useSearchParams();
  // A "Re-run of / in" link opens the linked case run's transcript.
  const [openId, setOpenId] = useState<string | null>(search.get('case'));
  const run = useQuery(trpc.testRuns.get.queryOptions({ testRunId }));
  const live = run.data?.status !== 'COMPLETED';
  const stream = useRunProgress(testRunId, live, openId);

  if (run.isPending) return <SectionSpinner />;
  if (run.isError) return <ErrorCard section="the test run" error={run.error} onRetry={() => run.refetch()} />;

  const r = run.data;
  const { counts, total } = r.metrics;
  const finished = (counts.COMPLETED ?? 0) + (counts.ERROR ?? 0) + (counts.CANCELLED ?? 0);
  const pct = total ? Math.round((finished / total) * 100) : 0;
  const failedOrCancelled = (counts.ERROR ?? 0) + (counts.CANCELLED ?? 0);
  const bar = r.outcome === 'FAILED' ? 'bg-red-500' : r.outcome === 'CANCELLED' ? 'bg-zinc-400' : r.outcome === 'PARTIAL' ? 'bg-amber-500' : 'bg-primary';

  return (
    <div className="space-y-6">
      <PageHeader
        title={r.name}
        actions={
          live ? (
            <CancelRunButton testRunId={testRunId} />
          ) : failedOrCancelled > 0 ? (
            <RerunFailedButton testRunId={testRunId} count={failedOrCancelled} />
          ) : undefined
        }
        description={
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <RunOutcomeBadge outcome={r.outcome} />
            {r.parent && (
              <AppLink to={`/test-runs/${r.parent.id}`} className="inline-flex items-center gap-1.5 hover:text-fg" data-testid="parent-run">
                <CornerUpLeft aria-hidden className="size-3.5" /> Re-run of {r.parent.name}
              </AppLink>
            )}
            <AppLink to={`/agents/${r.agentId}`} className="inline-flex items-center gap-1.5 hover:text-fg">
              <Bot aria-hidden className="size-3.5" /> {r.agentName}
            </AppLink>
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden className="size-3.5" /> {formatDateTime(r.createdAt)}
            </span>
            {live && stream.status === 'pending' && (
              <span className="inline-flex items-center gap-1.5 text-emerald-600 dark:text-emerald-400">
                <Radio aria-hidden className="size-3.5 animate-pulse" /> Live
              </span>
            )}
          </span>
        }
      />

      <Card className="p-5">
        <div className="mb-2 flex items-baseline justify-between text-sm">
          <span className="font-medium text-fg">Progress</span>
          <span className="text-muted-fg tabular-nums" data-testid="run-progress">
            {finished}/{total} finished · {pct}%
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Run progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={finished}
        >
          <div className={`h-full rounded-full transition-[width] duration-500 ${bar}`} style={{ width: `${pct}%` }} />
        </div>
        <RunVerdict outcome={r.outcome} counts={counts} total={total} />
        {r.errorMessage && <p className="mt-3 text-sm text-danger">{r.errorMessage}</p>}
      </Card>

      {/* Each part fails on its own: a broken chart must not take the case list with it. */}
      <SectionBoundary section="Scores">
        <RunScoringCard testRunId={testRunId} finished={!live} onOpen={setOpenId} />
      </SectionBoundary>
      <SectionBoundary section="Metrics">
        <MetricTiles metrics={r.metrics} />
        <Suspense fallback={null}>
          <CaseDurationChart caseRuns={r.caseRuns} />
        </Suspense>
      </SectionBoundary>
      <CaseRunsTable testRunId={testRunId} rows={r.caseRuns} openId={openId} onOpen={setOpenId} />
      <TranscriptPanel caseRunId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
