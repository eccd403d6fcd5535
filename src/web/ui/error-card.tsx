import { AlertTriangle } from 'lucide-react';
import { friendlyMessage } from '../lib/rpc-error';
import { Button } from './button';
import { Card } from './card';

/** "Error loading {section}" in a card with a retry action (SPEC §2.7). */
export function ErrorCard({ section, error, onRetry }: { section: string; error: unknown; onRetry?: () => void }) {
  return (
    <Card className="flex items-start gap-3 border-danger/30 p-5">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-fg">Error loading {section}</p>
        <p className="mt-1 text-sm text-muted-fg">{friendlyMessage(error)}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}
