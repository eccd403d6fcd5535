import { useQuery } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

function useScenarioName(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.dataset.get.queryOptions({ id }, NAME_LOOKUP)).data?.name;
}

export const scenariosSurface: Surface = {
  name: 'scenarios',
  routes: [
    { path: 'datasets', page: lazyPage(() => import('./scenarios-page'), 'ScenariosPage') },
    { path: 'datasets/new', page: lazyPage(() => import('./scenario-page'), 'ScenarioCreatePage') },
    { path: 'datasets/:id', page: lazyPage(() => import('./scenario-page'), 'ScenarioPage') },
  ],
  nav: [
    { label: 'Scenarios', to: '/datasets', icon: Layers, mode: 'classic', section: 'main', order: 15 },
    { label: 'Scenarios', to: '/datasets', icon: Layers, mode: 'testing-framework', section: 'testing', order: 15 },
  ],
  crumbs: [{ segment: 'datasets', label: 'Scenarios', linkable: true, idLinkable: true, labels: { new: 'New Scenario' }, useName: useScenarioName }],
};
