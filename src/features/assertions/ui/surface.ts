import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

function useAssertionName(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.assertion.getAssertionById.queryOptions({ id }, NAME_LOOKUP)).data?.name;
}

export const assertionsSurface: Surface = {
  name: 'assertions',
  routes: [
    { path: 'metrics/assertions', page: lazyPage(() => import('./assertions-page'), 'AssertionsPage') },
    { path: 'metrics/assertions/new', page: lazyPage(() => import('./assertion-pages'), 'AssertionCreatePage') },
    { path: 'metrics/assertions/:id/edit', page: lazyPage(() => import('./assertion-pages'), 'AssertionEditPage') },
  ],
  nav: [
    { label: 'Assertions', to: '/metrics/assertions', icon: ShieldCheck, mode: 'classic', section: 'metrics', order: 10, adminOnly: true },
    { label: 'Assertions', to: '/metrics/assertions', icon: ShieldCheck, mode: 'testing-framework', section: 'configuration', order: 10 },
  ],
  // The `metrics` segment holds assertions and custom metrics; an id under it is an assertion's.
  crumbs: [
    {
      segment: 'metrics',
      label: 'Metrics',
      labels: { assertions: 'Assertions', 'assertions/new': 'Create new Assertion', 'assertions/:id/edit': 'Edit Assertion', custom: 'Custom metrics (beta)' },
      useName: useAssertionName,
    },
  ],
};
