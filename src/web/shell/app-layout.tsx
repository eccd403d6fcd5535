import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, PanelLeft } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../lib/cn';
import { focusRing } from '../ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorBoundary } from './error-boundary';
import { useNavCollapsed } from './nav-prefs';
import { SelectionSync } from './selection-sync';
import { Sidebar } from './sidebar';
import { PageSkeleton } from './skeletons';

const iconButton = cn('flex size-8 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-fg', focusRing);

/** On phones the navigation slides over the page and closes on every navigation. */
function PhoneNavigation() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger aria-label="Open navigation" className={iconButton}>
        <Menu className="size-4" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] shadow-2xl focus:outline-none">
          <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
          <Sidebar collapsed={false} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The app: navigation (a remembered icon rail from tablet width up, an overlay on phones), top bar with breadcrumbs, the page. */
export function AppLayout() {
  const location = useLocation();
  const { wide, collapsed, setCollapsed } = useNavCollapsed();

  return (
    <div className="flex h-dvh overflow-hidden bg-bg">
      <SelectionSync />
      {wide && <Sidebar collapsed={collapsed} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border px-4">
          {wide ? (
            <button
              type="button"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
              aria-expanded={!collapsed}
              className={iconButton}
            >
              <PanelLeft className="size-4" />
            </button>
          ) : (
            <PhoneNavigation />
          )}
          <div className="h-4 w-px bg-border" />
          <Breadcrumbs />
        </header>
        <main className="min-w-0 flex-1 overflow-x-hidden overflow-y-auto">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
            <ErrorBoundary key={location.pathname}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
