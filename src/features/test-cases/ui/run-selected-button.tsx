import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';

/** Runs the checked cases: one run per agent; a single run opens its page, several open the results list. */
export function RunSelectedButton({ cases, onStarted }: { cases: Array<{ id: string; agentId: string }>; onStarted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const create = useMutation(trpc.testRuns.create.mutationOptions());

  const run = async () => {
    const byAgent = new Map<string, string[]>();
    for (const c of cases) byAgent.set(c.agentId, [...(byAgent.get(c.agentId) ?? []), c.id]);
    const ids: string[] = [];
    for (const [agentId, testCaseIds] of byAgent) ids.push((await create.mutateAsync({ agentId, testCaseIds })).id);
    await queryClient.invalidateQueries({ queryKey: trpc.testRuns.list.pathKey() });
    onStarted();
    navigate(ids.length === 1 ? `/test-runs/${ids[0]}` : '/test-runs');
  };

  return (
    <Button disabled={!cases.length} loading={create.isPending} onClick={() => run().catch(() => {})}>
      {!create.isPending && <Play aria-hidden className="size-4" />}
      Run selected{cases.length ? ` (${cases.length})` : ''}
    </Button>
  );
}
