import { Badge, type BadgeTone } from './badge';

const TONES: Record<string, BadgeTone> = {
  QUEUED: 'neutral',
  IN_PROGRESS: 'blue',
  RUNNING: 'blue',
  SCORING: 'violet',
  AWAITING_EXTERNAL_DATA: 'amber',
  ENDED: 'neutral',
  COMPLETED: 'green',
  ERROR: 'red',
  CANCELLED: 'neutral',
  ACTIVE: 'green',
  DRAFT: 'neutral',
  DEPRECATED: 'amber',
  ARCHIVED: 'neutral',
};

const LIVE = new Set(['IN_PROGRESS', 'RUNNING', 'SCORING']);

/** A status shown by its raw value (QUEUED, IN_PROGRESS, COMPLETED, ERROR…). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-status={status}>
      {LIVE.has(status) && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {status}
    </Badge>
  );
}
