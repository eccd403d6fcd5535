import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC, useTRPCClient } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { RunEstimate } from '../../credits/ui/run-estimate';

/** Runs the scenario's cases together: one run per agent its cases belong to. */
export function RunScenarioButton({ datasetId, items }: { datasetId: string; items: Array<{ agentId: string }> }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const agentIds = [...new Set(items.map((i) => i.agentId))];
  const run = useMutation({
    mutationFn: () => Promise.all(agentIds.map((agentId) => client.testRuns.create.mutate({ agentId, datasetId }))),
    onSuccess: async (runs) => {
      await queryClient.invalidateQueries({ queryKey: trpc.testRuns.pathKey() });
      toast({ title: runs.length === 1 ? 'Scenario run started' : `${runs.length} runs started`, variant: 'success' });
      navigate(runs.length === 1 ? `/test-runs/${runs[0]!.id}` : '/test-runs');
    },
    onError: (e) => toast({ title: 'The scenario could not start', description: e.message, variant: 'error' }),
  });
  return (
    <div className="flex flex-col items-end gap-2">
      <Button disabled={!agentIds.length} loading={run.isPending} onClick={() => run.mutate()}>
        <Play aria-hidden className="size-4" /> Run scenario
      </Button>
      <RunEstimate groups={agentIds.map((agentId) => ({ agentId, datasetId }))} />
    </div>
  );
}
