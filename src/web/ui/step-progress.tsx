import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { stepClickable } from '../lib/generation-jobs';
import { focusRing } from './button';

/** Numbered steps (from 1); the current and completed ones can be clicked to go back to them. */
export function StepProgress({ steps, current, onSelect }: { steps: string[]; current: number; onSelect?: (step: number) => void }) {
  return (
    <ol className="flex flex-wrap items-center gap-2" aria-label="Progress">
      {steps.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const clickable = !!onSelect && stepClickable(n, current);
        return (
          <li key={label} className="flex items-center gap-2">
            <button
              type="button"
              disabled={!clickable}
              aria-current={n === current ? 'step' : undefined}
              onClick={() => onSelect?.(n)}
              className={cn('flex items-center gap-2 rounded-md px-1.5 py-1 text-sm disabled:cursor-default', focusRing, clickable && 'hover:bg-muted')}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                  done ? 'bg-primary text-primary-fg' : n === current ? 'border-2 border-primary text-primary' : 'border border-border text-muted-fg',
                )}
              >
                {done ? <Check aria-hidden className="size-3.5" /> : n}
              </span>
              <span className={n === current ? 'font-medium text-fg' : 'text-muted-fg'}>{label}</span>
            </button>
            {n < steps.length && <span aria-hidden className="h-px w-6 bg-border" />}
          </li>
        );
      })}
    </ol>
  );
}
