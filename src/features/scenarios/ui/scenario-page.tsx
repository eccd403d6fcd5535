import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ScenarioSettings } from '../../../shared/test-case-snapshot';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Card } from '../../../web/ui/card';
import { DeleteButton } from '../../../web/ui/delete-button';
import { ErrorCard } from '../../../web/ui/error-card';
import { Field } from '../../../web/ui/field';
import { FormActions } from '../../../web/ui/form-actions';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { Textarea } from '../../../web/ui/textarea';
import { CasePicker } from './case-picker';
import { RunScenarioButton } from './run-scenario-button';
import { SettingsFields } from './settings-fields';

interface Draft {
  name: string;
  description: string;
  scenarioSettings: ScenarioSettings;
  testCaseIds: string[];
}

function ScenarioForm({ initial, submitLabel, busy, error, onSubmit }: { initial: Draft; submitLabel: string; busy: boolean; error?: string; onSubmit: (d: Draft) => void }) {
  const [d, setD] = useState(initial);
  const navigate = useAppNavigate();
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(d);
      }}
    >
      <Card className="space-y-5 p-6">
        <Field label="Name" htmlFor="ds-name" error={error}>
          <Input id="ds-name" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} placeholder="Appointment bookings" />
        </Field>
        <Field label="Description" htmlFor="ds-description">
          <Textarea id="ds-description" rows={2} value={d.description} onChange={(e) => setD({ ...d, description: e.target.value })} />
        </Field>
      </Card>
      <Card className="p-6">
        <h2 className="text-sm font-semibold text-fg">Scenario settings</h2>
        <p className="mt-0.5 mb-4 text-xs text-muted-fg">Defaults for every caller in this scenario; a case's own choice wins.</p>
        <SettingsFields value={d.scenarioSettings} onChange={(scenarioSettings) => setD({ ...d, scenarioSettings })} />
      </Card>
      <Card className="p-6">
        <h2 className="mb-4 text-sm font-semibold text-fg">Test cases ({d.testCaseIds.length})</h2>
        <CasePicker value={d.testCaseIds} onChange={(testCaseIds) => setD({ ...d, testCaseIds })} />
      </Card>
      <FormActions onCancel={() => navigate('/datasets')} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}

/** /datasets/new */
export function ScenarioCreatePage() {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.dataset.create.mutationOptions({
      onSuccess: async (r) => {
        await queryClient.invalidateQueries({ queryKey: trpc.dataset.pathKey() });
        toast({ title: 'Scenario created', variant: 'success' });
        navigate(`/datasets/${r.id}`);
      },
    }),
  );
  return (
    <div className="max-w-4xl">
      <PageHeader title="New scenario" description="A set of test cases with shared caller settings." />
      <ScenarioForm initial={{ name: '', description: '', scenarioSettings: {}, testCaseIds: [] }} submitLabel="Create scenario" busy={create.isPending} error={create.error?.message} onSubmit={(d) => create.mutate(d)} />
    </div>
  );
}

/** /datasets/:id */
export function ScenarioPage() {
  const { id } = useParams();
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const ds = useQuery(trpc.dataset.get.queryOptions({ id: id! }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.dataset.pathKey() });
  const update = useMutation(trpc.dataset.update.mutationOptions({ onSuccess: async (r) => { await refresh(); toast({ title: `Scenario saved as version ${r.version}`, variant: 'success' }); } }));
  const remove = useMutation(trpc.dataset.delete.mutationOptions({ onSuccess: async () => { await refresh(); navigate('/datasets'); } }));
  if (ds.isPending) return <SectionSpinner />;
  if (ds.isError) return <ErrorCard section="the scenario" error={ds.error} onRetry={() => ds.refetch()} />;
  const s = ds.data;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={s.name}
        description={`Version ${s.currentVersion} · ${s.items.length} test case(s)`}
        actions={
          <>
            <RunScenarioButton datasetId={s.id} items={s.items} />
            <DeleteButton title="Delete this scenario?" description="Its test cases stay; only the grouping goes." onConfirm={() => remove.mutateAsync({ id: s.id })} />
          </>
        }
      />
      <ScenarioForm
        key={s.currentVersion}
        initial={{ name: s.name, description: s.description ?? '', scenarioSettings: s.scenarioSettings, testCaseIds: s.items.map((i) => i.id) }}
        submitLabel="Save scenario"
        busy={update.isPending}
        error={update.error?.message}
        onSubmit={(d) => update.mutate({ ...d, id: s.id })}
      />
      <Card className="mt-6 p-6">
        <h2 className="text-sm font-semibold text-fg">Versions</h2>
        <ol className="mt-3 space-y-1 text-sm">
          {s.versions.map((v) => (
            <li key={v.version}>
              <span className="font-medium text-fg">Version {v.version}</span> <span className="text-muted-fg">· {new Date(v.createdAt).toLocaleString()} · {v.changeSummary}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
