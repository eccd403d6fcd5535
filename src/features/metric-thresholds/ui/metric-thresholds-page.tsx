import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { enumLabel } from '../../../shared/enums';
import { IMPORTANCE, THRESHOLD_METRIC_LABELS, THRESHOLD_METRICS, type ThresholdMetric } from '../../../shared/scoring';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { useAgents } from '../../../web/lib/use-agents';
import { Button } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { Select } from '../../../web/ui/select';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { ZUpsertThresholdRequest } from '../schema';

type Existing = { id: string; agentId: string | null; metric: string; value: number; importance: string; enabledForTesting: boolean; enabledForMonitoring: boolean };

/** /settings/metrics-thresholds: the workspace's thresholds, and any agent's overrides of them. */
export function MetricThresholdsPage() {
  const trpc = useTRPC();
  const agents = useAgents();
  const [scope, setScope] = useState('');
  const list = useQuery(trpc.metricThresholds.list.queryOptions());
  const rows = (list.data ?? []).filter((t) => (t.agentId ?? '') === scope);
  const inherited = (list.data ?? []).filter((t) => !t.agentId);
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader title="Metrics thresholds" description="A case that breaks a threshold is scored like a failed check of that importance; the run page says which threshold it broke." />
      <Card>
        <CardHeader
          title={scope ? 'Agent overrides' : 'Workspace thresholds'}
          description={scope ? 'An agent’s threshold replaces the workspace’s for the same metric.' : 'Apply to every agent unless the agent overrides them.'}
          actions={
            <Select
              aria-label="Scope"
              value={scope}
              onChange={(e) => setScope(e.target.value)}
              options={[{ value: '', label: 'Workspace' }, ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name }))]}
            />
          }
        />
        <Table>
          <thead>
            <tr>
              <Th>Metric</Th>
              <Th>Limit</Th>
              <Th>Importance</Th>
              <Th>Testing</Th>
              <Th>Monitoring</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {THRESHOLD_METRICS.map((m) => (
              <ThresholdRow
                key={`${scope}-${m}`}
                metric={m}
                agentId={scope || null}
                existing={rows.find((r) => r.metric === m)}
                inherited={scope ? inherited.find((r) => r.metric === m) : undefined}
              />
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}

function ThresholdRow({ metric, agentId, existing, inherited }: { metric: ThresholdMetric; agentId: string | null; existing?: Existing; inherited?: Existing }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const info = THRESHOLD_METRIC_LABELS[metric];
  const [value, setValue] = useState(existing ? String(existing.value) : '');
  const [importance, setImportance] = useState(existing?.importance ?? 'IMPORTANT');
  const [testing, setTesting] = useState(existing?.enabledForTesting ?? true);
  const [monitoring, setMonitoring] = useState(existing?.enabledForMonitoring ?? false);
  const [error, setError] = useState<string | null>(null);
  const done = (title: string) => () => {
    toast({ title, variant: 'success' });
    qc.invalidateQueries({ queryKey: trpc.metricThresholds.pathKey() });
  };
  const onError = (e: unknown) => toast({ title: friendlyMessage(e), variant: 'error' });
  const save = useMutation(trpc.metricThresholds.upsert.mutationOptions({ onSuccess: done(`${info.label} saved`), onError }));
  const remove = useMutation(trpc.metricThresholds.delete.mutationOptions({ onSuccess: done(`${info.label} removed`), onError }));
  const id = `t-${metric}`;
  return (
    <Tr data-testid="threshold-row" data-metric={metric}>
      <Td>
        <label htmlFor={id} className="font-medium text-fg">{info.label}</label>
        <div className="text-[11px] text-muted-fg">
          {info.lowerIsBetter ? 'at most' : 'at least'} · {info.unit}
          {inherited && !existing && ` · workspace: ${inherited.value}`}
        </div>
      </Td>
      <Td>
        <Input id={id} type="number" step="any" className="w-28" value={value} aria-invalid={!!error} onChange={(e) => setValue(e.target.value)} />
        {error && <p role="alert" className="mt-1 text-xs text-danger">{error}</p>}
      </Td>
      <Td>
        <Select aria-label={`${info.label} importance`} value={importance} onChange={(e) => setImportance(e.target.value)} options={IMPORTANCE.map((i) => ({ value: i, label: enumLabel(i) }))} />
      </Td>
      <Td>
        <input type="checkbox" aria-label={`${info.label} for testing`} checked={testing} onChange={(e) => setTesting(e.target.checked)} />
      </Td>
      <Td>
        <input type="checkbox" aria-label={`${info.label} for monitoring`} checked={monitoring} onChange={(e) => setMonitoring(e.target.checked)} />
      </Td>
      <Td className="whitespace-nowrap text-right">
        <Button
          size="sm"
          loading={save.isPending}
          onClick={() => {
            const parsed = ZUpsertThresholdRequest.safeParse({ agentId, metric, value: value === '' ? undefined : Number(value), importance, enabledForTesting: testing, enabledForMonitoring: monitoring });
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid value');
            setError(null);
            save.mutate(parsed.data);
          }}
        >
          Save
        </Button>
        {existing && (
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate({ id: existing.id })}>
            Remove
          </Button>
        )}
      </Td>
    </Tr>
  );
}
