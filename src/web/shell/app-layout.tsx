import { PanelLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TABLET_BREAKPOINT_PX } from '../../shared/constants';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/page-title';
import { useMediaQuery } from '../lib/use-media-query';
import { focusRing } from '../ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorBoundary } from './error-boundary';
import { Sidebar } from './sidebar';

/** The app: collapsible navigation (open by default at ≥768 px), top bar with breadcrumbs, the page. */
export function AppLayout() {
  const location = useLocation();
  const wide = useMediaQuery(`(min-width: ${TABLET_BREAKPOINT_PX}px)`);
  const [collapsed, setCollapsed] = useState(!wide);
  useEffect(() => setCollapsed(!wide), [wide]);
  usePageTitle(location.pathname);

  return (
    <div className="flex h-screen overflow-hidden bg-bg">
      <Sidebar collapsed={collapsed} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border px-4">
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
            aria-expanded={!collapsed}
            className={cn('flex size-8 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-fg', focusRing)}
          >
            <PanelLeft className="size-4" />
          </button>
          <div className="h-4 w-px bg-border" />
          <Breadcrumbs />
        </header>
        <main className="flex-1 overflow-y-auto">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
            <ErrorBoundary key={location.pathname}>
              <Outlet />
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
