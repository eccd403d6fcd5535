import { ArrowDown, ArrowUp, MessageSquarePlus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { Textarea } from '../../../web/ui/textarea';
import type { TTestCaseFormInput } from './test-case-form-schema';

/** Scripted turns: what the agent may ask and what the caller says, in order. */
export function TurnsEditor({
  control,
  register,
  errors,
}: {
  control: Control<TTestCaseFormInput>;
  register: UseFormRegister<TTestCaseFormInput>;
  errors: FieldErrors<TTestCaseFormInput>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'turns' });
  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-fg">
          No scripted turns. The caller sends the initial message, then follows the agent.
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const error = errors.turns?.[i]?.expectedResponse?.message;
          return (
            <li key={field.id} className="rounded-lg border border-border bg-bg/50 p-4" data-testid="turn-row">
              <div className="mb-3 flex items-center justify-between">
                <span className="text-xs font-semibold text-muted-fg">Turn {i + 1}</span>
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Move turn ${i + 1} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUp className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move turn ${i + 1} down`}
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown className="size-4" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Remove turn ${i + 1}`} onClick={() => remove(i)}>
                    <Trash2 className="size-4" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <div className="space-y-1.5">
                  <label htmlFor={`turn-${i}-question`} className="block text-xs font-medium text-muted-fg">
                    Agent asks (optional)
                  </label>
                  <Input id={`turn-${i}-question`} placeholder="May I have your name?" {...register(`turns.${i}.agentQuestion`)} />
                </div>
                <div className="space-y-1.5">
                  <label htmlFor={`turn-${i}-response`} className="block text-xs font-medium text-muted-fg">
                    Caller says
                  </label>
                  <Textarea id={`turn-${i}-response`} rows={1} aria-invalid={!!error} placeholder="It is Sam Rivera." {...register(`turns.${i}.expectedResponse`)} />
                  {error && (
                    <p role="alert" className="text-xs text-danger">
                      {error}
                    </p>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" onClick={() => append({ agentQuestion: '', expectedResponse: '' })}>
        <MessageSquarePlus aria-hidden className="size-4" /> Add turn
      </Button>
    </div>
  );
}
