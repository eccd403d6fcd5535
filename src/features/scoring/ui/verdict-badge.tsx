import { Badge, type BadgeTone } from '../../../web/ui/badge';

const TONES: Record<string, BadgeTone> = { PASSED: 'green', FAILED: 'red', SKIPPED: 'neutral', ERROR: 'amber', PENDING: 'blue' };

export function VerdictBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-verdict={status}>
      {status}
    </Badge>
  );
}

/** A case's outcome under the verdict rule: passed, failed, or undecided (never shown as a pass). */
export function OutcomeBadge({ outcome }: { outcome: boolean | null }) {
  const label = outcome === true ? 'PASSED' : outcome === false ? 'FAILED' : 'UNDECIDED';
  return (
    <Badge tone={outcome === true ? 'green' : outcome === false ? 'red' : 'neutral'} data-outcome={label}>
      {label}
    </Badge>
  );
}

export const pct = (v: number | null | undefined) => (v == null ? '—' : `${Math.round(v * 1000) / 10}%`);
