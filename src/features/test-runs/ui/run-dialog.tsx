import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_SESSION_TIMEOUT_SECONDS, MAX_REPEATS } from '../../../shared/constants';
import { CHAT_PROTOCOLS } from '../../../shared/enums';
import { AppLink, useAppNavigate } from '../../../web/lib/app-link';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { Dialog } from '../../../web/ui/dialog';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import { type TRunSettings, ZRunSettings } from '../schema';
import { RunEstimate } from '../../credits/ui/run-estimate';
import { RunDialogCases, type RunnableCase } from './run-dialog-cases';
import { clearRunDialogValues, hasSavedRunDialogValues, loadRunDialogValues, saveRunDialogValues } from './run-dialog-storage';

const PROTOCOL_OPTIONS = [{ value: '', label: 'The agent’s own' }, ...CHAT_PROTOCOLS.map((p) => ({ value: p, label: p }))];
const EMPTY: TRunSettings = { name: '', notes: '', maxTurns: undefined, sessionTimeoutSeconds: undefined, model: '', protocol: undefined, repeats: undefined };
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const asOptional = (v: unknown) => (v === '' ? undefined : v);

/**
 * The run dialog: which cases, and the run's settings (name, notes, max turns, session
 * timeout, the caller's model, protocol). The values used to start a run are remembered in
 * this browser for next time, and can be cleared.
 */
export function RunDialog({
  open,
  onOpenChange,
  cases,
  initiallySelected,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cases: RunnableCase[];
  initiallySelected: string[];
  onStarted?: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const llm = useQuery({ ...trpc.llmSettings.get.queryOptions(), enabled: open });
  const [selected, setSelected] = useState(() => new Set(initiallySelected));
  const [saved, setSaved] = useState(hasSavedRunDialogValues);
  const [error, setError] = useState<string | null>(null);
  const [spendCap, setSpendCap] = useState('');
  const form = useForm<TRunSettings>({ resolver: zodResolver(ZRunSettings), defaultValues: { ...EMPTY, ...loadRunDialogValues() } });
  const { errors } = form.formState;
  const create = useMutation(trpc.testRuns.create.mutationOptions());

  const chosen = cases.filter((c) => selected.has(c.id));
  // One run per agent: cases of several agents start several runs.
  const agentIds = [...new Set(chosen.map((c) => c.agentId))];
  const groups = agentIds.map((agentId) => ({ agentId, testCaseIds: chosen.filter((c) => c.agentId === agentId).map((c) => c.id) }));
  const needsLlm = chosen.some((c) => c.callerMode === 'LLM');
  const noLlm = llm.data?.source === 'NONE';

  const start = form.handleSubmit(async (values) => {
    setError(null);
    if (!chosen.length) return setError('Choose at least one test case');
    const cap = spendCap.trim() === '' ? undefined : Number(spendCap);
    if (cap !== undefined && !(Number.isInteger(cap) && cap >= 1)) return setError('A spend cap is a whole number of credits, at least 1');
    try {
      const ids: string[] = [];
      for (const g of groups) ids.push((await create.mutateAsync({ ...values, ...g, spendCapCredits: cap })).id);
      saveRunDialogValues(values);
      await queryClient.invalidateQueries({ queryKey: trpc.testRuns.list.pathKey() });
      onOpenChange(false);
      onStarted?.();
      navigate(ids.length === 1 ? `/test-runs/${ids[0]}` : '/test-runs');
    } catch (e) {
      setError(friendlyMessage(e));
    }
  });

  const clearSaved = () => {
    clearRunDialogValues();
    form.reset(EMPTY);
    setSaved(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Run tests"
      description="Choose the cases and how this run talks to the agent. Values you start a run with are remembered in this browser."
      footer={
        <>
          <Button variant="ghost" className="mr-auto" onClick={clearSaved} disabled={!saved && !form.formState.isDirty}>
            <RotateCcw aria-hidden className="size-4" /> Clear saved values
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="run-dialog-form" loading={create.isPending} disabled={!chosen.length}>
            {!create.isPending && <Play aria-hidden className="size-4" />}
            Start run
          </Button>
        </>
      }
    >
      <form id="run-dialog-form" onSubmit={start} noValidate className="max-h-[60vh] space-y-4 overflow-y-auto pr-1">
        <RunDialogCases cases={cases} selected={selected} onChange={setSelected} />
        {needsLlm && noLlm && (
          <p role="status" className="rounded-md bg-amber-500/10 px-3 py-2 text-xs text-amber-800 dark:text-amber-200">
            Some chosen cases use an LLM caller, but no LLM is configured for this workspace: the run will be refused.{' '}
            <AppLink to="/settings/llm" className="font-medium underline">
              Configure an LLM
            </AppLink>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Run name" htmlFor="run-name" error={errors.name?.message} className="sm:col-span-2">
            <Input id="run-name" placeholder="Named after the agent and time when empty" {...form.register('name')} />
          </Field>
          <Field label="Notes" htmlFor="run-notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea id="run-notes" rows={2} placeholder="What changed since the last run" {...form.register('notes')} />
          </Field>
          <Field label="Max turns" htmlFor="run-max-turns" error={errors.maxTurns?.message} hint="Caller messages per conversation; empty: the agent's.">
            <Input id="run-max-turns" type="number" inputMode="numeric" min={1} aria-invalid={!!errors.maxTurns} {...form.register('maxTurns', { setValueAs: asNumber })} />
          </Field>
          <Field label="Session timeout (seconds)" htmlFor="run-timeout" error={errors.sessionTimeoutSeconds?.message} hint="Longest wait for one reply.">
            <Input
              id="run-timeout"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={String(DEFAULT_SESSION_TIMEOUT_SECONDS)}
              aria-invalid={!!errors.sessionTimeoutSeconds}
              {...form.register('sessionTimeoutSeconds', { setValueAs: asNumber })}
            />
          </Field>
          <Field label="Caller model" htmlFor="run-model" error={errors.model?.message} hint="For LLM callers; empty: the workspace's model.">
            <Input id="run-model" placeholder={llm.data?.model ?? 'No LLM configured'} {...form.register('model')} />
          </Field>
          <Field label="Protocol" htmlFor="run-protocol" error={errors.protocol?.message}>
            <Select id="run-protocol" options={PROTOCOL_OPTIONS} {...form.register('protocol', { setValueAs: asOptional })} />
          </Field>
          <Field
            label="Attempts per case"
            htmlFor="run-repeats"
            error={errors.repeats?.message}
            hint={`Play each case up to ${MAX_REPEATS} times: the run then shows pass^k and which cases are flaky.`}
          >
            <Input
              id="run-repeats"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REPEATS}
              placeholder="1"
              aria-invalid={!!errors.repeats}
              {...form.register('repeats', { setValueAs: asNumber })}
            />
          </Field>
        </div>
        <RunEstimate groups={groups} repeats={form.watch('repeats')} spendCap={spendCap} onSpendCap={setSpendCap} />
        {error && (
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
