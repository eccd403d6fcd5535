import { RUN_OUTCOME_LABELS, type RunOutcome } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../../web/ui/badge';

const TONES: Record<RunOutcome, BadgeTone> = {
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  PARTIAL: 'amber',
  FAILED: 'red',
  CANCELLED: 'neutral',
};

/** How a run turned out: a run whose cases all errored reads "Failed", never a green "Completed". */
export function RunOutcomeBadge({ outcome }: { outcome: RunOutcome }) {
  return (
    <Badge tone={TONES[outcome]} data-outcome={outcome} data-testid="run-outcome">
      {outcome === 'RUNNING' && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {RUN_OUTCOME_LABELS[outcome].toUpperCase()}
    </Badge>
  );
}
