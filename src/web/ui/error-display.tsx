import { AlertCircle, AlertTriangle, Info, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Card } from './card';

export type Severity = 'error' | 'warning' | 'info';
export type ErrorLayout = 'card' | 'inline' | 'banner' | 'fullscreen';

const LOOK: Record<Severity, { icon: LucideIcon; tone: string; title: string }> = {
  error: { icon: AlertCircle, tone: 'text-danger', title: 'Something went wrong' },
  warning: { icon: AlertTriangle, tone: 'text-amber-500', title: 'Warning' },
  info: { icon: Info, tone: 'text-primary', title: 'Information' },
};
export const DEFAULT_ERROR_TEXT = 'An unexpected error occurred';

/** One way to show a problem in every size: inline text, a banner, a card, or the whole screen. */
export function ErrorDisplay({
  message = DEFAULT_ERROR_TEXT,
  severity = 'error',
  layout = 'card',
  onRetry,
  stack,
}: {
  message?: string;
  severity?: Severity;
  layout?: ErrorLayout;
  onRetry?: () => void;
  /** Shown under "Error details" when given. */
  stack?: string;
}) {
  const { icon: Icon, tone, title } = LOOK[severity];
  const retry = onRetry && (
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try Again
    </Button>
  );
  const details = stack && (
    <details className="mt-2 text-left">
      <summary className="cursor-pointer text-xs text-muted-fg">Error details</summary>
      <pre className="mt-1 max-h-48 overflow-auto rounded bg-muted p-2 text-[11px] whitespace-pre-wrap">{stack}</pre>
    </details>
  );
  if (layout === 'inline')
    return (
      <p role={severity === 'error' ? 'alert' : 'status'} className={cn('flex items-center gap-1.5 text-sm', tone)}>
        <Icon aria-hidden className="size-4 shrink-0" /> {message}
      </p>
    );
  if (layout === 'banner')
    return (
      <div role={severity === 'error' ? 'alert' : 'status'} className="flex flex-wrap items-center gap-3 border-b border-border bg-muted/60 px-4 py-2 text-sm">
        <Icon aria-hidden className={cn('size-4 shrink-0', tone)} />
        <span className="min-w-0 flex-1 text-fg">{message}</span>
        {retry}
      </div>
    );
  if (layout === 'fullscreen')
    return (
      <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center px-6 text-center">
        <Icon aria-hidden className={cn('mb-3 size-8', tone)} />
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        <p className="mt-1 max-w-md text-sm text-muted-fg">{message}</p>
        {retry && <div className="mt-4">{retry}</div>}
        {details}
      </div>
    );
  return (
    <Card role={severity === 'error' ? 'alert' : 'status'} className="flex items-start gap-3 p-5">
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', tone)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg">{message}</p>
        {details}
      </div>
      {retry}
    </Card>
  );
}
