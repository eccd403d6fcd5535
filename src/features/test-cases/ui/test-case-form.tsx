import { useEffect, useState } from 'react';
import { clearFormBackup, formErrorMessage, readFormBackup, saveFormBackup } from '../../../web/lib/form-backup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TEST_ENTITY_STATUSES } from '../../../shared/enums';
import { useAgents } from '../../../web/lib/use-agents';
import { FormActions } from '../../../web/ui/form-actions';
import { Button } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import { type TTestCaseFormInput, type TTestCaseFormOutput, ZTestCaseForm } from './test-case-form-schema';
import { TurnsEditor } from './turns-editor';
import { CallerModeField, LlmCallerFields } from './caller-fields';
import { TagsField } from './tags-field';
import { AdvancedFields, VoiceAudioFields } from './voice-fields';

const STATUS_OPTIONS = TEST_ENTITY_STATUSES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() }));

export function TestCaseForm({
  defaultValues,
  agentLocked,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  showChangeNote = false,
  backupName,
  saveFailed = false,
}: {
  showChangeNote?: boolean;
  /** Where what was typed is kept when a save fails, so it survives a reload. */
  backupName: string;
  saveFailed?: boolean;
  defaultValues: TTestCaseFormInput;
  agentLocked: boolean;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: TTestCaseFormOutput) => void;
  onCancel: () => void;
}) {
  const agents = useAgents();
  const form = useForm<TTestCaseFormInput, unknown, TTestCaseFormOutput>({ resolver: zodResolver(ZTestCaseForm), defaultValues });
  const { errors } = form.formState;
  const [backup, setBackup] = useState(() => readFormBackup<TTestCaseFormInput>(backupName));
  useEffect(() => {
    if (saveFailed && saveFormBackup(backupName, form.getValues())) setBackup(readFormBackup(backupName));
  }, [saveFailed, backupName, form]);
  const mode = form.watch('callerMode') ?? 'SCRIPTED';
  const languages = form.watch('languages') ?? [];
  const agentOptions = [
    ...(defaultValues.agentId ? [] : [{ value: '', label: 'Choose an agent' }]),
    ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
      {backup && !busy && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
          <span className="min-w-0 flex-1 text-fg">{formErrorMessage('test case', true)}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => (form.reset(backup.values), setBackup(null))}>
            Restore
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => (clearFormBackup(backupName), setBackup(null))}>
            Discard
          </Button>
        </div>
      )}
      <Card className="space-y-5 p-6">
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <Field label="Title" htmlFor="tc-title" error={errors.title?.message}>
            <Input id="tc-title" aria-invalid={!!errors.title} placeholder="Book a check-up" {...form.register('title')} />
          </Field>
          <Field label="Status" htmlFor="tc-status" error={errors.status?.message}>
            <Select id="tc-status" options={STATUS_OPTIONS} {...form.register('status')} />
          </Field>
        </div>
        <Field label="Agent" htmlFor="tc-agent" error={errors.agentId?.message} hint={agentLocked ? 'A test case belongs to one agent.' : undefined}>
          {agentLocked ? (
            <Input id="tc-agent" readOnly className="cursor-default bg-muted text-muted-fg" value={agents.data?.find((a) => a.id === defaultValues.agentId)?.name ?? ''} />
          ) : (
            <Select id="tc-agent" aria-invalid={!!errors.agentId} options={agentOptions} {...form.register('agentId')} />
          )}
        </Field>
        <Field label="Description" htmlFor="tc-description" error={errors.description?.message}>
          <Textarea id="tc-description" rows={2} placeholder="What this case checks" {...form.register('description')} />
        </Field>
        <TagsField value={form.watch('tags') ?? []} error={errors.tags?.message ?? errors.tags?.[0]?.message} onChange={(tags) => form.setValue('tags', tags, { shouldDirty: true })} />
        <CallerModeField register={form.register} errors={errors} />
        <Field
          label="Initial message"
          htmlFor="tc-initial"
          error={errors.initialMessage?.message}
          hint={mode === 'LLM' ? 'Optional: the caller’s first words; empty lets the model open the call.' : "The caller's first message to the agent."}
        >
          <Textarea id="tc-initial" rows={2} aria-invalid={!!errors.initialMessage} {...form.register('initialMessage')} />
        </Field>
      </Card>

      {mode === 'LLM' ? (
        <Card className="p-6">
          <h2 className="text-sm font-semibold text-fg">Caller persona</h2>
          <p className="mt-0.5 mb-4 text-xs text-muted-fg">A language model plays this caller and decides when to hang up.</p>
          <LlmCallerFields
            register={form.register}
            errors={errors}
            language={languages[0] ?? ''}
            onLanguage={(tag) => form.setValue('languages', tag ? [tag] : [], { shouldDirty: true })}
          />
        </Card>
      ) : (
        <Card className="p-6">
          <h2 className="text-sm font-semibold text-fg">Scripted turns</h2>
          <p className="mt-0.5 mb-4 text-xs text-muted-fg">After each agent reply the caller says the next line.</p>
          <TurnsEditor control={form.control} register={form.register} errors={errors} />
          {errors.turns?.message && <p className="mt-2 text-xs text-danger">{errors.turns.message}</p>}
        </Card>
      )}

      <Section title="Voice & audio" hint="How the simulated caller sounds on a voice call; Default leaves the scenario's or the platform's choice.">
        <VoiceAudioFields register={form.register} errors={errors} />
      </Section>
      <Section title="Advanced" hint="Call limits, DTMF and caller behaviour flags.">
        <AdvancedFields register={form.register} errors={errors} />
      </Section>
      {showChangeNote && (
        <Field label="Change note" htmlFor="tc-change" error={errors.changeDescription?.message} hint="Optional: why you made this change; shown in the history.">
          <Input id="tc-change" placeholder="Tightened the booking script" {...form.register('changeDescription')} />
        </Field>
      )}
      <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Card className="p-0">
      <details className="group p-6">
        <summary className="cursor-pointer list-none text-sm font-semibold text-fg marker:hidden">
          {title} <span className="ml-1 text-xs font-normal text-muted-fg group-open:hidden">(show)</span>
        </summary>
        <p className="mt-0.5 mb-4 text-xs text-muted-fg">{hint}</p>
        {children}
      </details>
    </Card>
  );
}
