import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { controlClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select, styled: keyboard and screen-reader behaviour come for free. */
export function Select({ className, options, ...rest }: ComponentProps<'select'> & { options: SelectOption[] }) {
  return (
    <div className="relative">
      <select className={cn(controlClass, 'h-9 appearance-none pr-8', className)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-fg" />
    </div>
  );
}
