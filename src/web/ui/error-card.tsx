import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { RETRY_PROFILES, canRetry, clickToRetryText, exhaustedText } from '../../shared/retry';
import { friendlyMessage } from '../lib/rpc-error';
import { Button } from './button';
import { Card } from './card';

/**
 * "Error loading {section}" in a card with a retry action. Each manual retry counts; once the
 * attempts are used up it offers Refresh Page instead.
 */
export function ErrorCard({
  section,
  error,
  onRetry,
  maxAttempts = RETRY_PROFILES.default.maxRetries,
}: {
  section: string;
  error: unknown;
  onRetry?: () => void;
  maxAttempts?: number;
}) {
  const [attempts, setAttempts] = useState(0);
  const more = canRetry(attempts, maxAttempts);
  return (
    <Card role="alert" className="flex flex-wrap items-start gap-3 border-danger/30 p-5">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-fg">Error loading {section}</p>
        <p className="mt-1 text-sm text-muted-fg">{friendlyMessage(error)}</p>
        {onRetry && !more && <p className="mt-1 text-xs text-muted-fg">{exhaustedText(attempts)}</p>}
      </div>
      {onRetry &&
        (more ? (
          <Button variant="outline" size="sm" onClick={() => (setAttempts((a) => a + 1), onRetry())}>
            {attempts === 0 ? 'Try again' : clickToRetryText(attempts, maxAttempts)}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        ))}
    </Card>
  );
}
