import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { Button, type ButtonProps } from '../../../web/ui/button';

/** Starts a run of the agent's active cases (or the chosen ones) and opens its page. */
export function RunTestsButton({
  agentId,
  testCaseIds,
  label = 'Run tests',
  ...rest
}: { agentId: string; testCaseIds?: string[]; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const create = useMutation(
    trpc.testRuns.create.mutationOptions({
      onSuccess: async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.testRuns.list.pathKey() });
        navigate(`/test-runs/${id}`);
      },
    }),
  );
  return (
    <Button {...rest} loading={create.isPending} onClick={() => create.mutate({ agentId, testCaseIds })}>
      {!create.isPending && <Play aria-hidden className="size-4" />}
      {label}
    </Button>
  );
}
