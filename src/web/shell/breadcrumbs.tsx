import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { BREADCRUMB_MAX_CHARS, STALE_TIME_MS } from '../../shared/constants';
import { AppLink } from '../lib/app-link';
import { truncate } from '../lib/format';
import { useTRPC } from '../lib/trpc';
import { breadcrumbsFor, type Crumb, type IdKind } from './breadcrumb-parts';

const lookup = { staleTime: STALE_TIME_MS, retry: false, meta: { silent: true } } as const;

/** The fetched name or title for an id segment (cached 5 min); the raw id until it arrives. */
function useEntityName(kind: IdKind, id: string): string | undefined {
  const trpc = useTRPC();
  const run = useQuery(trpc.testRuns.getTestRunSummary.queryOptions({ testRunId: id }, { ...lookup, enabled: kind === 'test-runs' }));
  const testCase = useQuery(trpc.testCase.get.queryOptions({ id }, { ...lookup, enabled: kind === 'test-cases' }));
  const agent = useQuery(trpc.customerVoiceAgent.get.queryOptions({ id }, { ...lookup, enabled: kind === 'agents' }));
  const assertion = useQuery(trpc.assertion.getAssertionById.queryOptions({ id }, { ...lookup, enabled: kind === 'assertions' }));
  const metric = useQuery(trpc.evals.getEval.queryOptions({ id }, { ...lookup, enabled: kind === 'evals' }));
  if (kind === 'assertions') return assertion.data?.name;
  if (kind === 'evals') return metric.data?.name;
  if (kind === 'test-runs') return run.data?.name;
  if (kind === 'test-cases') return testCase.data?.title;
  return agent.data?.name;
}

function EntityLabel({ crumb }: { crumb: Crumb & { id: NonNullable<Crumb['id']> } }) {
  const name = useEntityName(crumb.id.kind, crumb.id.value);
  return <>{name ? truncate(name, BREADCRUMB_MAX_CHARS) : crumb.label}</>;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  const all: Crumb[] = [{ path: '/', label: 'Dashboard', linked: crumbs.length > 0 }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          const label = crumb.id ? <EntityLabel crumb={crumb as Crumb & { id: NonNullable<Crumb['id']> }} /> : crumb.label;
          return (
            <Fragment key={crumb.path}>
              {i > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0 text-muted-fg/70" />}
              <li className="min-w-0 truncate">
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
