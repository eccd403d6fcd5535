import { AlertOctagon, Home, RotateCw } from 'lucide-react';
import { friendlyMessage } from '../lib/rpc-error';
import { Button, buttonClass } from '../ui/button';

/**
 * The whole app failed: Reload Page and Go to Home. Outside production the raw error is shown
 * under "Error details" for whoever is developing; users only read the friendly message.
 */
export function FullPageError({ error }: { error: unknown }) {
  const debug = import.meta.env.DEV;
  const raw = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <main role="alert" className="flex min-h-screen items-center justify-center bg-bg px-4">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-danger/10">
          <AlertOctagon aria-hidden className="size-6 text-danger" />
        </div>
        <h1 className="text-xl font-semibold text-fg">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted-fg">{friendlyMessage(error)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden className="size-4" />
            Reload Page
          </Button>
          <a href="/" className={buttonClass('outline')}>
            <Home aria-hidden className="size-4" />
            Go to Home
          </a>
        </div>
        {debug && (
          <details className="mt-6 text-left">
            <summary className="cursor-pointer text-xs text-muted-fg">Error details</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-[11px] whitespace-pre-wrap text-fg">{raw}</pre>
          </details>
        )}
      </div>
    </main>
  );
}
