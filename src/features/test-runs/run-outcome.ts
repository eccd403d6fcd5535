import type { RunOutcome } from '../../shared/enums';

/**
 * How a run turned out, from its status and its case runs' counts by state. The run's own status
 * stays RUNNING/COMPLETED; this is what pages show, so an all-errored run reads as failed.
 */
export function runOutcome(run: { status: string; cancelledAt: Date | null }, counts: Record<string, number>): RunOutcome {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const errored = counts.ERROR ?? 0;
  const cancelled = counts.CANCELLED ?? 0;
  if (run.cancelledAt) return 'CANCELLED';
  if (run.status !== 'COMPLETED') return 'RUNNING';
  if (total > 0 && cancelled === total) return 'CANCELLED';
  if (total > 0 && errored === total) return 'FAILED';
  if (errored + cancelled > 0) return 'PARTIAL';
  return 'SUCCEEDED';
}
