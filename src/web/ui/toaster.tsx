import * as Toast from '@radix-ui/react-toast';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_PX } from '../../shared/constants';
import { cn } from '../lib/cn';
import { currentToast, dismissToast, subscribeToasts } from '../lib/toast-store';

const ICONS = { default: Info, success: CheckCircle2, error: AlertCircle } as const;

/** Radix Toast, top right, one at a time; F8 focuses it, Escape or a 50 px swipe right dismisses it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const message = useSyncExternalStore(subscribeToasts, currentToast, currentToast);
  const Icon = message ? ICONS[message.variant] : Info;
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {children}
      {message && (
        <Toast.Root
          key={message.id}
          defaultOpen
          onOpenChange={(open) => !open && dismissToast()}
          className="toast-root flex items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-lg"
        >
          <Icon
            aria-hidden
            className={cn(
              'mt-0.5 size-4 shrink-0',
              message.variant === 'error' ? 'text-danger' : message.variant === 'success' ? 'text-emerald-500' : 'text-primary',
            )}
          />
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold text-fg">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="mt-0.5 text-sm text-muted-fg">{message.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Dismiss" className="rounded p-0.5 text-muted-fg hover:text-fg">
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none"
        style={{ maxWidth: TOAST_VIEWPORT_MAX_PX }}
      />
    </Toast.Provider>
  );
}
