import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppNavigate } from '../../../web/lib/app-link';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';

/** Cancel one case, end one by hand, or re-run cases as a new run; each refreshes the run page. */
export function useCaseRunActions(testRunId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const refresh = async (caseRunId?: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.testRuns.get.queryKey({ testRunId }) });
    if (caseRunId) await queryClient.invalidateQueries({ queryKey: trpc.testRuns.getCaseRun.queryKey({ caseRunId }) });
  };
  const cancel = useMutation(
    trpc.testRuns.cancelCaseRun.mutationOptions({
      onSuccess: async (_r, { caseRunId }) => {
        toast({ title: 'Case run cancelled' });
        await refresh(caseRunId);
      },
    }),
  );
  const end = useMutation(
    trpc.testRuns.endCaseRun.mutationOptions({
      onSuccess: async (_r, { caseRunId }) => {
        toast({ title: 'Conversation ended', description: 'Its transcript so far is kept.' });
        await refresh(caseRunId);
      },
    }),
  );
  const rerun = useMutation(
    trpc.testRuns.rerun.mutationOptions({
      onSuccess: async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.testRuns.list.pathKey() });
        await refresh();
        navigate(`/test-runs/${id}`);
      },
    }),
  );
  return { cancel, end, rerun };
}
