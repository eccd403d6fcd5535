import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Square } from 'lucide-react';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';

/** Stops a running run: unfinished cases become CANCELLED; a conversation in flight stops at its next message. */
export function CancelRunButton({ testRunId }: { testRunId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.testRuns.cancel.mutationOptions({
      onSuccess: async ({ cancelled }) => {
        toast({ title: `Cancelled ${cancelled} case run${cancelled === 1 ? '' : 's'}` });
        await queryClient.invalidateQueries({ queryKey: trpc.testRuns.get.queryKey({ testRunId }) });
      },
    }),
  );
  return (
    <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate({ testRunId })}>
      {!cancel.isPending && <Square aria-hidden className="size-4" />}
      Cancel run
    </Button>
  );
}
