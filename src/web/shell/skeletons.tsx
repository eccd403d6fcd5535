import { cn } from '../lib/cn';

function Bone({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} />;
}

/** A page's shape while its code or data loads: a title, a line, and two cards. */
function PageBones() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Bone className="h-7 w-48" />
        <Bone className="h-4 w-72 max-w-full" />
      </div>
      <Bone className="h-40 w-full" />
      <Bone className="h-56 w-full" />
    </div>
  );
}

/**
 * Shown while a page loads. Inside the shell it fills the content area; `bare` draws the whole
 * app's outline (navigation rail, top bar, page) while the shell itself is still loading.
 */
export function PageSkeleton({ bare }: { bare?: boolean }) {
  if (!bare)
    return (
      <div role="status" aria-label="Loading" aria-busy>
        <PageBones />
      </div>
    );
  return (
    <div role="status" aria-label="Loading" aria-busy className="flex h-screen overflow-hidden bg-bg">
      <div className="hidden w-60 shrink-0 flex-col gap-3 border-r border-border bg-sidebar p-3 md:flex">
        <Bone className="h-7 w-28" />
        <Bone className="h-11 w-full" />
        <Bone className="h-5 w-3/4" />
        <Bone className="h-5 w-2/3" />
        <Bone className="h-5 w-3/4" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 shrink-0 items-center gap-3 border-b border-border px-4">
          <Bone className="h-5 w-40" />
        </div>
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
          <PageBones />
        </div>
      </div>
    </div>
  );
}
