import { RotateCcw } from 'lucide-react';
import { Button } from '../../../web/ui/button';
import { useCaseRunActions } from './use-case-run-actions';

/** Runs every case run that errored or was cancelled again, as a new run linked to this one. */
export function RerunFailedButton({ testRunId, count }: { testRunId: string; count: number }) {
  const { rerun } = useCaseRunActions(testRunId);
  return (
    <Button variant="secondary" loading={rerun.isPending} onClick={() => rerun.mutate({ testRunId })} title="Errored and cancelled case runs run again as a new run">
      {!rerun.isPending && <RotateCcw aria-hidden className="size-4" />}
      Re-run failed ({count})
    </Button>
  );
}
