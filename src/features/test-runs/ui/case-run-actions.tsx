import { Ban, RotateCcw, Square } from 'lucide-react';
import { TERMINAL_CASE_RUN_STATUSES, type TestCaseRunStatus } from '../../../shared/enums';
import { Button } from '../../../web/ui/button';
import { useCaseRunActions } from './use-case-run-actions';

const CANCELLABLE = new Set(['QUEUED', 'IN_PROGRESS', 'AWAITING_EXTERNAL_DATA']);

/**
 * What a person can do with one case run: end a conversation in progress (its transcript is
 * kept), cancel one not yet finished, or re-run a finished one as a new run.
 */
export function CaseRunActions({
  testRunId,
  caseRunId,
  status,
  compact = false,
}: {
  testRunId: string;
  caseRunId: string;
  status: string;
  compact?: boolean;
}) {
  const { cancel, end, rerun } = useCaseRunActions(testRunId);
  const size = compact ? 'icon' : 'sm';
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <span className="inline-flex items-center gap-1.5" onClick={stop}>
      {status === 'IN_PROGRESS' && (
        <Button variant="outline" size={size} loading={end.isPending} onClick={() => end.mutate({ caseRunId })} title="End the conversation now, keeping its transcript" aria-label="End conversation">
          {!end.isPending && <Square aria-hidden className="size-3.5" />}
          {!compact && 'End conversation'}
        </Button>
      )}
      {CANCELLABLE.has(status) && (
        <Button variant="ghost" size={size} loading={cancel.isPending} onClick={() => cancel.mutate({ caseRunId })} title="Cancel this case run" aria-label="Cancel case run">
          {!cancel.isPending && <Ban aria-hidden className="size-3.5" />}
          {!compact && 'Cancel'}
        </Button>
      )}
      {TERMINAL_CASE_RUN_STATUSES.includes(status as TestCaseRunStatus) && (
        <Button variant="ghost" size={size} loading={rerun.isPending} onClick={() => rerun.mutate({ testRunId, caseRunIds: [caseRunId] })} title="Run this case again as a new run" aria-label="Re-run case">
          {!rerun.isPending && <RotateCcw aria-hidden className="size-3.5" />}
          {!compact && 'Re-run'}
        </Button>
      )}
    </span>
  );
}
