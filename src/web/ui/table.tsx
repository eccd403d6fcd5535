import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Table({ className, ...rest }: ComponentProps<'table'>) {
  return (
    // relative: visually hidden labels inside cells are positioned against the scroller, not the page,
    // so a wide table scrolls inside its card instead of widening the whole page on a phone.
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', className)} {...rest} />
    </div>
  );
}

export function Th({ className, ...rest }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-border px-4 py-2.5 text-left text-xs font-medium whitespace-nowrap text-muted-fg', className)}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-4 py-3 align-middle', className)} {...rest} />;
}

export function Tr({ className, ...rest }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors last:[&>td]:border-b-0', className)} {...rest} />;
}
