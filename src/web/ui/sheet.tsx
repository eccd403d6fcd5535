import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './button';

/** A panel that slides over the page from the right. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col border-l border-border bg-card shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate text-base font-semibold text-fg">{title}</RadixDialog.Title>
              <RadixDialog.Description asChild={!!description} className={description ? undefined : 'sr-only'}>
                {description ? <div className="mt-1 text-sm text-muted-fg">{description}</div> : 'Details'}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close aria-label="Close" className={cn('rounded-md p-1 text-muted-fg hover:bg-muted hover:text-fg', focusRing)}>
              <X className="size-4" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
