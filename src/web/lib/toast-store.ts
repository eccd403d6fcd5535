// One toast at a time (SPEC §2.8): a new toast replaces the old. Callable outside React,
// so the global query error handler can raise toasts too.

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  if (!input.title.trim()) return; // a notification label must be non-empty
  current = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  emit();
}

export function dismissToast() {
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const currentToast = () => current;
