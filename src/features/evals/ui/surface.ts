import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

function useEvalName(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.evals.getEval.queryOptions({ id }, NAME_LOOKUP)).data?.name;
}

/** Custom metrics live at /metrics/custom and, as the older route, /evals and /evals/:id. */
export const evalsSurface: Surface = {
  name: 'evals',
  routes: [
    { path: 'metrics/custom', page: lazyPage(() => import('./evals-routes'), 'CustomMetricsPage') },
    { path: 'evals', page: lazyPage(() => import('./evals-routes'), 'EvalsRoutePage') },
    { path: 'evals/:id', page: lazyPage(() => import('./eval-detail-page'), 'EvalDetailPage') },
  ],
  nav: [
    { label: 'Custom metrics', to: '/metrics/custom', icon: Gauge, mode: 'classic', section: 'metrics', order: 20, beta: true },
    { label: 'Metrics', to: '/metrics/custom', icon: Gauge, mode: 'testing-framework', section: 'configuration', order: 20, beta: true },
  ],
  crumbs: [{ segment: 'evals', label: 'Custom Metrics', linkable: true, idLinkable: true, useName: useEvalName }],
};
