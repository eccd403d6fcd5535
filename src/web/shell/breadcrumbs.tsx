import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useLocation, useMatches } from 'react-router';
import { BREADCRUMB_MAX_CHARS } from '../../shared/constants';
import { AppLink } from '../lib/app-link';
import { cn } from '../lib/cn';
import { truncate } from '../lib/format';
import type { SurfaceCrumb } from '../surface';
import { ALL_CRUMBS } from '../surfaces';
import { breadcrumbsFor, type Crumb } from './breadcrumb-parts';

/** The fetched name or title through the owning feature's lookup; the raw id until it arrives. */
function EntityLabel({ part, id, fallback }: { part: SurfaceCrumb; id: string; fallback: string }) {
  const name = part.useName!(id);
  return <>{name ? truncate(name, BREADCRUMB_MAX_CHARS) : fallback}</>;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  // A path no feature serves gets no invented trail.
  const notFound = matches.at(-1)?.pathname !== undefined && matches.some((m) => m.params['*'] !== undefined);
  const crumbs: Crumb[] = notFound ? [{ path: pathname, label: 'Page not found', linked: false }] : breadcrumbsFor(pathname, ALL_CRUMBS);
  const all: Crumb[] = [{ path: '/', label: 'Dashboard', linked: crumbs.length > 0 }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          const part = crumb.id && ALL_CRUMBS.find((p) => p.segment === crumb.id!.segment);
          const label = part ? <EntityLabel key={crumb.path} part={part} id={crumb.id!.value} fallback={crumb.label} /> : crumb.label;
          return (
            <Fragment key={crumb.path}>
              {i > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0 text-muted-fg/70" />}
              <li className={cn(i < all.length - 2 && 'hidden sm:block', 'min-w-0 truncate')}>
                {crumb.linked && !last ? (
                  <AppLink to={crumb.path} className="text-muted-fg transition-colors hover:text-fg">
                    {label}
                  </AppLink>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-fg' : 'text-muted-fg'}>
                    {label}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
