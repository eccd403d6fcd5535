import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const controlClass =
  'w-full rounded-md border border-border bg-card px-3 text-sm text-fg shadow-xs placeholder:text-muted-fg/80 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:border-ring disabled:opacity-50 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/40';

export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-9', className)} {...rest} />;
}
