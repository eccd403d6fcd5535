import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';

/** On a test case: AUTO takes the assertions that match its agent and tags; MANUAL takes the ones ticked here. */
export function AssertionAttachmentCard({ testCaseId }: { testCaseId: string }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const current = useQuery(trpc.assertion.getTestCaseAssertions.queryOptions({ testCaseId }));
  const all = useQuery(trpc.assertion.getAssertions.queryOptions());
  const [strategy, setStrategy] = useState<'AUTO' | 'MANUAL'>('AUTO');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (current.data) {
      setStrategy(current.data.strategy);
      setChosen(current.data.assertionIds);
    }
  }, [current.data]);
  const save = useMutation(
    trpc.assertion.setTestCaseAssertions.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Assertions saved', variant: 'success' });
        qc.invalidateQueries({ queryKey: trpc.assertion.getTestCaseAssertions.queryKey({ testCaseId }) });
      },
      onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }),
    }),
  );
  if (!current.data || !all.data) return null;
  return (
    <Card className="mt-6" data-testid="assertion-attachment">
      <CardHeader title="Assertions" description="Which assertions score this case." />
      <CardBody className="space-y-3 text-sm">
        <fieldset className="flex gap-4">
          <legend className="sr-only">Attachment</legend>
          {(['AUTO', 'MANUAL'] as const).map((s) => (
            <label key={s} className="flex items-center gap-2">
              <input type="radio" name="attachment" checked={strategy === s} onChange={() => setStrategy(s)} />
              {s === 'AUTO' ? 'Automatic (by agent and tags)' : 'Chosen by hand'}
            </label>
          ))}
        </fieldset>
        {strategy === 'MANUAL' &&
          (all.data.length === 0 ? (
            <p className="text-muted-fg">No assertions yet.</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2">
              {all.data.map((a) => (
                <li key={a.id}>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" checked={chosen.includes(a.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, a.id] : chosen.filter((x) => x !== a.id))} />
                    {a.name}
                  </label>
                </li>
              ))}
            </ul>
          ))}
        <div className="flex justify-end">
          <Button size="sm" loading={save.isPending} onClick={() => save.mutate({ testCaseId, strategy, assertionIds: strategy === 'MANUAL' ? chosen : [] })}>
            Save assertions
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
