import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { enumLabel } from '../../../shared/enums';
import { AppLink } from '../../../web/lib/app-link';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';
import { EmptyState } from '../../../web/ui/empty-state';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { EMPTY_EVAL, EvalForm } from './eval-form';

/** /metrics/custom and /evals: the same custom metrics under the new and the older route. */
export function EvalsPage({ title }: { title: string }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const list = useQuery(trpc.evals.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const create = useMutation(
    trpc.evals.create.mutationOptions({
      onSuccess: () => {
        setCreating(false);
        toast({ title: 'Custom metric created', variant: 'success' });
        qc.invalidateQueries({ queryKey: trpc.evals.pathKey() });
      },
      onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }),
    }),
  );
  return (
    <div className="space-y-6">
      <PageHeader title={title} description="Numbers and categories measured on every scored conversation." actions={!creating && <Button onClick={() => setCreating(true)}>New metric</Button>} />
      {creating && (
        <Card>
          <CardHeader title="New custom metric" actions={<Button variant="ghost" size="sm" onClick={() => setCreating(false)}>Cancel</Button>} />
          <EvalForm initial={EMPTY_EVAL} submitLabel="Create metric" busy={create.isPending} onSubmit={(f) => create.mutate(f)} />
        </Card>
      )}
      <QueryCard
        query={list}
        section="custom metrics"
        isEmpty={(list.data ?? []).length === 0}
        empty={<EmptyState icon={Gauge} title="No custom metrics yet" description="Measure something of every conversation: agent words, tool calls, or a rating by a model." />}
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Kind</Th>
                <Th>Scored by</Th>
                <Th className="text-right">Version</Th>
              </tr>
            </thead>
            <tbody>
              {list.data!.map((m) => (
                <Tr key={m.id} data-testid="eval-row">
                  <Td>
                    <AppLink to={`/evals/${m.id}`} className="font-medium hover:text-primary hover:underline">{m.name}</AppLink>
                    {!m.enabled && <Badge className="ml-2">off</Badge>}
                  </Td>
                  <Td className="text-muted-fg">{enumLabel(m.kind).toLowerCase()}</Td>
                  <Td className="text-muted-fg">{m.method === 'LLM' ? 'LLM' : `computed: ${enumLabel(m.measure ?? '').toLowerCase()}`}</Td>
                  <Td className="text-right tabular-nums">v{m.currentVersionNumber}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
    </div>
  );
}
