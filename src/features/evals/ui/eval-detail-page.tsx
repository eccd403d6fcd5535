import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../web/lib/format';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Card, CardHeader } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { EvalForm } from './eval-form';

/** /evals/:id — a custom metric: its definition (saving makes a version) and its latest scores. */
export function EvalDetailPage() {
  const { id } = useParams();
  const trpc = useTRPC();
  const qc = useQueryClient();
  const m = useQuery(trpc.evals.getEval.queryOptions({ id: id! }));
  const update = useMutation(
    trpc.evals.update.mutationOptions({
      onSuccess: (r) => {
        toast({ title: `Saved as version ${r.versionNumber}`, variant: 'success' });
        qc.invalidateQueries({ queryKey: trpc.evals.pathKey() });
      },
      onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }),
    }),
  );
  if (m.isPending) return <SectionSpinner />;
  if (m.isError) return <ErrorCard section="the custom metric" error={m.error} onRetry={() => m.refetch()} />;
  const d = m.data;
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title={d.name} description={`Custom Metrics · version ${d.currentVersionNumber}`} />
      <Card>
        <CardHeader title="Definition" />
        <EvalForm key={d.currentVersionNumber} initial={d} submitLabel="Save as new version" busy={update.isPending} onSubmit={(fields) => update.mutate({ id: d.id, fields })} />
      </Card>
      <Card>
        <CardHeader title="Latest scores" description={`${d.versions.length} version(s)`} />
        {d.scores.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted-fg">No conversation has been scored with this metric yet.</p>
        ) : (
          <Table>
            <thead>
              <tr>
                <Th>Case run</Th>
                <Th>Value</Th>
                <Th>Version</Th>
                <Th>When</Th>
              </tr>
            </thead>
            <tbody>
              {d.scores.map((s) => (
                <Tr key={s.id} data-testid="eval-score">
                  <Td>{s.title}</Td>
                  <Td className="tabular-nums">{s.status === 'SCORED' ? (s.numericValue ?? s.categoricalValue) : <span className="text-muted-fg">{s.status}: {s.reason}</span>}</Td>
                  <Td>v{s.versionNumber}</Td>
                  <Td className="text-muted-fg">{formatDateTime(s.createdAt)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}
