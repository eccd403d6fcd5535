import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBoot } from '../../../web/lib/boot';
import { rawMessageOf } from '../../../web/lib/rpc-error';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';

export const SWITCH_FAILED = 'An error occurred while updating the current workspace.';

/**
 * Makes another workspace current. Choosing the current one, or choosing while a change is
 * running, does nothing; otherwise the default is saved, every cached answer is refreshed for
 * the new workspace, and a toast confirms it (or shows why it failed).
 */
export function useSwitchWorkspace() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const boot = useBoot();
  const mutation = useMutation(
    trpc.user.updateDefaultWorkspace.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        await queryClient.resetQueries();
        toast({ title: 'Current workspace updated!', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Error', description: rawMessageOf(error) || SWITCH_FAILED, variant: 'error' }),
    }),
  );
  const current = boot.data?.defaultWorkspaceId;
  return {
    isPending: mutation.isPending,
    switchTo(workspaceId: string) {
      if (workspaceId === current || mutation.isPending) return;
      mutation.mutate({ defaultWorkspaceId: workspaceId });
    },
  };
}
