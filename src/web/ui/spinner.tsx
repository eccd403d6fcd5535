import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <Loader2 role="status" aria-label={label} className={cn('size-4 animate-spin text-muted-fg', className)} />;
}

/** The full-screen spinner shown while the app loads (SPEC §2.3). */
export function FullPageSpinner() {
  return (
    <div className="flex h-full min-h-screen items-center justify-center bg-bg">
      <Spinner className="size-6" />
    </div>
  );
}

/** A page's body while its data loads, inside the shell. */
export function SectionSpinner() {
  return (
    <div className="flex justify-center py-20">
      <Spinner />
    </div>
  );
}
