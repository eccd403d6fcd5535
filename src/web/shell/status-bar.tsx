import { Loader2, X } from 'lucide-react';
import type { JobView } from '../lib/generation-jobs';
import { AppLink } from '../lib/app-link';
import { Button } from '../ui/button';

/**
 * The bar under the top bar while a background generation job runs: its step, and on completion
 * a View or Dismiss action. Features that start jobs render it with their job's `jobView`.
 */
export function StatusBar({ view, onCancel, onDismiss }: { view: JobView; onCancel?: () => void; onDismiss?: () => void }) {
  if (!view.visible) return null;
  const running = !view.action && !view.clear;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-border bg-primary/5 px-4 py-2 text-sm">
      {running && <Loader2 aria-hidden className="size-4 animate-spin text-primary" />}
      {view.step && (
        <span className="text-xs font-medium text-muted-fg tabular-nums">
          Step {view.step.current} of {view.step.total}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate text-fg">{view.text}</span>
      {view.action?.label === 'View' && view.action.to && (
        <AppLink to={view.action.to} className="text-sm font-medium text-primary hover:underline">
          View
        </AppLink>
      )}
      {view.action?.label === 'Dismiss' && (
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
      {running && onCancel && (
        <Button size="icon" variant="ghost" aria-label="Cancel" onClick={onCancel}>
          <X className="size-4" />
        </Button>
      )}
    </div>
  );
}
