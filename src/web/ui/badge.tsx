import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const TONES = {
  neutral: 'bg-muted text-muted-fg ring-border',
  blue: 'bg-sky-500/10 text-sky-700 ring-sky-500/25 dark:text-sky-300',
  green: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-700 ring-amber-500/25 dark:text-amber-300',
  red: 'bg-red-500/10 text-red-700 ring-red-500/25 dark:text-red-300',
  violet: 'bg-violet-500/10 text-violet-700 ring-violet-500/25 dark:text-violet-300',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'neutral', className, ...rest }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] font-medium tracking-wide whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
}
