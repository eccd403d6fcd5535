import { useState, type FormEvent } from 'react';
import { EVALUATION_TYPE_LABELS, EVALUATION_TYPES, IMPORTANCE, type EvaluationType } from '../../../shared/scoring';
import { enumLabel } from '../../../shared/enums';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { FormActions } from '../../../web/ui/form-actions';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import { ZAssertionFields, type TAssertionFields } from '../schema';
import { ConfigFields } from './config-fields';

export type AssertionFormValues = TAssertionFields;

export const EMPTY_ASSERTION: AssertionFormValues = {
  name: '',
  description: null,
  category: null,
  icon: null,
  color: null,
  importance: 'IMPORTANT',
  trigger: null,
  assertionText: null,
  passCriteria: null,
  failCriteria: null,
  fewShotExamples: [],
  enabledForMonitoring: false,
  enabledForTesting: true,
  evaluationType: 'CONTAINS',
  evaluationConfig: {},
  requiresHumanApproval: false,
  tags: [],
  agentIds: [],
};

/** Create and edit share this form; the shared zod schema gives both the browser's and the server's messages. */
export function AssertionForm({ initial, submitLabel, busy, onSubmit, onCancel }: { initial: AssertionFormValues; submitLabel: string; busy: boolean; onSubmit: (v: TAssertionFields) => void; onCancel: () => void }) {
  const [v, setV] = useState<AssertionFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AssertionFormValues>(key: K, value: AssertionFormValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const configErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('evaluationConfig.')).map(([k, m]) => [k.slice('evaluationConfig.'.length), m]));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZAssertionFields.safeParse(v);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }
  const text = (key: 'name' | 'description' | 'category' | 'trigger' | 'assertionText' | 'passCriteria' | 'failCriteria', label: string, area = false, hint?: string) => (
    <Field label={label} htmlFor={`a-${key}`} error={errors[key]} hint={hint}>
      {area ? (
        <Textarea id={`a-${key}`} value={v[key] ?? ''} aria-invalid={!!errors[key]} onChange={(e) => set(key, e.target.value)} />
      ) : (
        <Input id={`a-${key}`} value={v[key] ?? ''} aria-invalid={!!errors[key]} onChange={(e) => set(key, e.target.value)} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card>
        <CardHeader title="What it checks" />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Name')}
          <Field label="Importance" htmlFor="a-importance" hint="A CRITICAL failure fails the case; IMPORTANT lowers the score; NICE TO HAVE is reported">
            <Select id="a-importance" value={v.importance} onChange={(e) => set('importance', e.target.value as AssertionFormValues['importance'])} options={IMPORTANCE.map((i) => ({ value: i, label: enumLabel(i) }))} />
          </Field>
          <Field label="Evaluation" htmlFor="a-type">
            <Select
              id="a-type"
              value={v.evaluationType}
              onChange={(e) => setV((old) => ({ ...old, evaluationType: e.target.value as EvaluationType, evaluationConfig: {} }))}
              options={EVALUATION_TYPES.map((t) => ({ value: t, label: EVALUATION_TYPE_LABELS[t] }))}
            />
          </Field>
          {text('category', 'Category')}
          <div className="sm:col-span-2">
            <ConfigFields type={v.evaluationType} config={v.evaluationConfig} onChange={(c) => set('evaluationConfig', c)} errors={configErrors} />
          </div>
          <div className="sm:col-span-2">{text('description', 'Description', true)}</div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="For the LLM judge" description="Required for the LLM judge; a useful description for every type." />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('assertionText', 'Assertion text', true, 'What must be true of the conversation')}</div>
          {text('passCriteria', 'Pass criteria', true)}
          {text('failCriteria', 'Fail criteria', true)}
          {text('trigger', 'When it applies', false, 'For example: when the caller asks to book')}
          <FewShots value={v.fewShotExamples} onChange={(x) => set('fewShotExamples', x)} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Where it applies" />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <Field label="Tags" htmlFor="a-tags" hint="Comma-separated. A tagged assertion attaches automatically only to test cases sharing a tag" error={errors.tags}>
            <Input id="a-tags" value={v.tags.join(', ')} onChange={(e) => set('tags', e.target.value.split(',').map((t) => t.trim()).filter(Boolean))} />
          </Field>
          <Field label="Colour" htmlFor="a-color" error={errors.color}>
            <Input id="a-color" placeholder="#4f46e5" value={v.color ?? ''} onChange={(e) => set('color', e.target.value)} />
          </Field>
          <div className="space-y-2 text-sm sm:col-span-2">
            {(
              [
                ['enabledForTesting', 'Enabled for testing'],
                ['enabledForMonitoring', 'Enabled for monitoring'],
                ['requiresHumanApproval', 'Requires human approval'],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="flex items-center gap-2">
                <input type="checkbox" checked={v[key]} onChange={(e) => set(key, e.target.checked)} /> {label}
              </label>
            ))}
          </div>
        </CardBody>
      </Card>
      {Object.keys(errors).length > 0 && <p role="alert" className="text-sm text-danger">Please check the highlighted fields.</p>}
      <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}

function FewShots({ value, onChange }: { value: AssertionFormValues['fewShotExamples']; onChange: (v: AssertionFormValues['fewShotExamples']) => void }) {
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-fg">Examples for the judge</legend>
      {value.map((ex, i) => (
        <div key={i} className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_9rem_auto]">
          <Textarea aria-label={`Example ${i + 1} transcript`} rows={2} value={ex.transcript} onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, transcript: e.target.value } : x)))} />
          <Select aria-label={`Example ${i + 1} verdict`} value={ex.verdict} onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, verdict: e.target.value as 'PASSED' | 'FAILED' } : x)))} options={[{ value: 'PASSED', label: 'PASSED' }, { value: 'FAILED', label: 'FAILED' }]} />
          <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      {value.length < 10 && (
        <Button variant="outline" size="sm" onClick={() => onChange([...value, { transcript: '', verdict: 'PASSED' }])}>
          Add example
        </Button>
      )}
    </fieldset>
  );
}
