import { CONVERSATION_ENDERS, END_REASONS, enumLabel } from '../../../shared/enums';
import type { EvaluationType } from '../../../shared/scoring';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';

type Config = Record<string, unknown>;
const num = (v: string) => (v.trim() === '' ? null : Number(v));
const str = (v: unknown) => (v == null ? '' : String(v));

/** The settings of one evaluation type; errors come from the shared zod schema by field name. */
export function ConfigFields({ type, config, onChange, errors }: { type: EvaluationType; config: Config; onChange: (c: Config) => void; errors: Record<string, string> }) {
  const set = (key: string, value: unknown) => onChange({ ...config, [key]: value });
  const text = (key: string, label: string, hint?: string, type: 'text' | 'number' = 'text') => (
    <Field label={label} htmlFor={`cfg-${key}`} error={errors[key]} hint={hint}>
      <Input
        id={`cfg-${key}`}
        type={type}
        value={str(config[key])}
        aria-invalid={!!errors[key]}
        onChange={(e) => set(key, type === 'number' ? num(e.target.value) : e.target.value)}
      />
    </Field>
  );
  const check = (key: string, label: string) => (
    <label className="flex items-center gap-2 text-sm text-fg">
      <input type="checkbox" checked={!!config[key]} onChange={(e) => set(key, e.target.checked)} /> {label}
    </label>
  );
  const turn = text('turn', 'Only agent reply number', 'Leave empty to look at every agent reply', 'number');
  switch (type) {
    case 'CONTAINS':
    case 'NOT_CONTAINS':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('text', type === 'CONTAINS' ? 'The agent says' : 'The agent never says')}
          {turn}
          {check('caseSensitive', 'Case-sensitive')}
        </div>
      );
    case 'REGEX':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('pattern', 'Pattern', 'Matched in linear time; back-references and lookarounds are not allowed')}
          {turn}
          {check('caseSensitive', 'Case-sensitive')}
          <label className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" checked={config.shouldMatch === false} onChange={(e) => set('shouldMatch', !e.target.checked)} /> Must not match
          </label>
        </div>
      );
    case 'JSON_PATH':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Look at" htmlFor="cfg-source">
            <Select id="cfg-source" value={str(config.source ?? 'TOOL_CALL')} onChange={(e) => set('source', e.target.value)} options={[{ value: 'TOOL_CALL', label: 'A tool call’s arguments' }, { value: 'FINAL_STATE', label: 'The agent’s final state' }]} />
          </Field>
          {config.source !== 'FINAL_STATE' && text('toolName', 'Tool name', 'Leave empty for any tool')}
          {text('path', 'JSON path', 'For example $.date or $.items[0].id')}
          <Field label="Check" htmlFor="cfg-operator">
            <Select id="cfg-operator" value={str(config.operator ?? 'EXISTS')} onChange={(e) => set('operator', e.target.value)} options={['EXISTS', 'EQUALS', 'CONTAINS'].map((o) => ({ value: o, label: enumLabel(o).toLowerCase() }))} />
          </Field>
          {!!config.operator && config.operator !== 'EXISTS' && text('expected', 'Expected value', 'JSON (42, true, "text") or a bare word')}
        </div>
      );
    case 'TURN_LATENCY':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('maxMs', 'At most (ms)', undefined, 'number')}
          <Field label="Measure" htmlFor="cfg-measure">
            <Select id="cfg-measure" value={str(config.measure ?? 'FULL_REPLY')} onChange={(e) => set('measure', e.target.value)} options={[{ value: 'FULL_REPLY', label: 'Full reply' }, { value: 'FIRST_BYTE', label: 'First byte' }]} />
          </Field>
          {turn}
        </div>
      );
    case 'CALL_DURATION':
      return <div className="grid gap-4 sm:grid-cols-2">{text('minMs', 'At least (ms)', undefined, 'number')}{text('maxMs', 'At most (ms)', undefined, 'number')}</div>;
    case 'TURN_COUNT':
      return <div className="grid gap-4 sm:grid-cols-2">{text('min', 'At least (agent turns)', undefined, 'number')}{text('max', 'At most (agent turns)', undefined, 'number')}</div>;
    case 'ENDED_BY':
      return (
        <Field label="Ended by" htmlFor="cfg-ender" error={errors.ender}>
          <Select id="cfg-ender" value={str(config.ender ?? '')} onChange={(e) => set('ender', e.target.value)} options={[{ value: '', label: 'Choose…' }, ...CONVERSATION_ENDERS.map((e) => ({ value: e, label: enumLabel(e) }))]} />
        </Field>
      );
    case 'END_REASON': {
      const chosen = (config.reasons as string[] | undefined) ?? [];
      return (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-fg">Any of these end reasons</legend>
          {END_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.includes(r)} onChange={(e) => set('reasons', e.target.checked ? [...chosen, r] : chosen.filter((x) => x !== r))} /> {enumLabel(r)}
            </label>
          ))}
          {errors.reasons && <p role="alert" className="text-xs text-danger">{errors.reasons}</p>}
        </fieldset>
      );
    }
    case 'LLM_JUDGE':
      return <p className="text-sm text-muted-fg">The judge reads the assertion text, the pass and fail criteria and the examples below. Without a model configured for the workspace, it is skipped — never passed.</p>;
  }
}
