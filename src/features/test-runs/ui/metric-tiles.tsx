import type { ReactNode } from 'react';
import { enumLabel } from '../../../shared/enums';
import { formatMs } from '../../../web/lib/format';
import { Card } from '../../../web/ui/card';
import type { TestRunMetrics } from '../metrics';

const STATES = [
  { key: 'QUEUED', dot: 'bg-zinc-400' },
  { key: 'IN_PROGRESS', dot: 'bg-sky-500' },
  { key: 'ENDED', dot: 'bg-zinc-500', onlyWhenPresent: true },
  { key: 'AWAITING_EXTERNAL_DATA', dot: 'bg-amber-500', onlyWhenPresent: true },
  { key: 'SCORING', dot: 'bg-violet-500', onlyWhenPresent: true },
  { key: 'COMPLETED', dot: 'bg-emerald-500' },
  { key: 'ERROR', dot: 'bg-red-500' },
  { key: 'CANCELLED', dot: 'bg-zinc-300 dark:bg-zinc-600' },
] as const;

function Tile({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className="p-4" data-testid={testId}>
      <div className="text-xs font-medium text-muted-fg">{label}</div>
      {children}
    </Card>
  );
}

function Distribution({ label, dist, testId }: { label: string; dist: TestRunMetrics['durationMs']; testId: string }) {
  return (
    <Tile label={label} testId={testId}>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {(['p50', 'p90', 'max'] as const).map((k) => (
          <div key={k}>
            <dt className="text-[11px] tracking-wide text-muted-fg uppercase">{k}</dt>
            <dd className="mt-0.5 text-base font-semibold text-fg tabular-nums">{formatMs(dist[k])}</dd>
          </div>
        ))}
      </dl>
    </Tile>
  );
}

/** Counts by state, then duration and latency percentiles (p50, p90, max). */
export function MetricTiles({ metrics }: { metrics: TestRunMetrics }) {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {STATES.filter((s) => !('onlyWhenPresent' in s) || (metrics.counts[s.key] ?? 0) > 0).map((s) => (
          <Tile
            key={s.key}
            testId={`count-${s.key}`}
            label={
              <span className="flex items-center gap-1.5">
                <span aria-hidden className={`size-2 rounded-full ${s.dot}`} />
                {enumLabel(s.key)}
              </span>
            }
          >
            <p className="mt-1.5 text-2xl font-semibold tracking-tight text-fg tabular-nums">{metrics.counts[s.key] ?? 0}</p>
          </Tile>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Distribution label="Conversation duration" dist={metrics.durationMs} testId="metric-duration" />
        <Distribution label="Time to first byte" dist={metrics.firstByteMs} testId="metric-first-byte" />
        <Distribution label="Full reply" dist={metrics.fullReplyMs} testId="metric-full-reply" />
      </div>
    </div>
  );
}
