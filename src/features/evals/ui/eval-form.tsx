import { useState, type FormEvent } from 'react';
import { enumLabel } from '../../../shared/enums';
import { COMPUTED_MEASURES, METRIC_KINDS, METRIC_METHODS } from '../../../shared/scoring';
import { Button } from '../../../web/ui/button';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import { ZEvalFields, type TEvalFields } from '../schema';

export const EMPTY_EVAL: TEvalFields = { name: '', description: null, kind: 'NUMERIC', method: 'COMPUTED', measure: 'AGENT_TURNS', prompt: null, categories: [], min: null, max: null, enabled: true };

export function EvalForm({ initial, submitLabel, busy, onSubmit }: { initial: TEvalFields; submitLabel: string; busy: boolean; onSubmit: (f: TEvalFields) => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TEvalFields>(k: K, value: TEvalFields[K]) => setV((o) => ({ ...o, [k]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZEvalFields.safeParse(v);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    onSubmit(parsed.data);
  };
  const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 px-5 py-4 sm:grid-cols-2">
      <Field label="Name" htmlFor="e-name" error={errors.name}>
        <Input id="e-name" value={v.name} aria-invalid={!!errors.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <Field label="Scored by" htmlFor="e-method">
        <Select id="e-method" value={v.method} onChange={(e) => set('method', e.target.value as TEvalFields['method'])} options={METRIC_METHODS.map((m) => ({ value: m, label: m === 'LLM' ? 'An LLM' : 'Computed from the conversation' }))} />
      </Field>
      <Field label="Kind" htmlFor="e-kind" error={errors.kind}>
        <Select id="e-kind" value={v.kind} onChange={(e) => set('kind', e.target.value as TEvalFields['kind'])} options={METRIC_KINDS.map((k) => ({ value: k, label: enumLabel(k).toLowerCase() }))} />
      </Field>
      {v.method === 'COMPUTED' ? (
        <Field label="Measure" htmlFor="e-measure" error={errors.measure}>
          <Select id="e-measure" value={v.measure ?? ''} onChange={(e) => set('measure', (e.target.value || null) as TEvalFields['measure'])} options={COMPUTED_MEASURES.map((m) => ({ value: m, label: enumLabel(m).toLowerCase() }))} />
        </Field>
      ) : (
        <Field label="What the model rates" htmlFor="e-prompt" error={errors.prompt} className="sm:col-span-2">
          <Textarea id="e-prompt" value={v.prompt ?? ''} onChange={(e) => set('prompt', e.target.value)} />
        </Field>
      )}
      {v.kind === 'CATEGORICAL' ? (
        <Field label="Categories" htmlFor="e-cats" hint="Comma-separated" error={errors.categories}>
          <Input id="e-cats" value={v.categories.join(', ')} onChange={(e) => set('categories', e.target.value.split(',').map((c) => c.trim()).filter(Boolean))} />
        </Field>
      ) : (
        v.method === 'LLM' && (
          <div className="grid grid-cols-2 gap-2">
            <Field label="Min" htmlFor="e-min"><Input id="e-min" type="number" value={v.min ?? ''} onChange={(e) => set('min', numberOrNull(e.target.value))} /></Field>
            <Field label="Max" htmlFor="e-max" error={errors.max}><Input id="e-max" type="number" value={v.max ?? ''} onChange={(e) => set('max', numberOrNull(e.target.value))} /></Field>
          </div>
        )
      )}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={busy}>{submitLabel}</Button>
      </div>
    </form>
  );
}
