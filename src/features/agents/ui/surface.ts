import { useQuery } from '@tanstack/react-query';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

const AgentCreatePage = lazyPage(() => import('./agent-create-page'), 'AgentCreatePage');

function useAgentName(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.customerVoiceAgent.get.queryOptions({ id }, NAME_LOOKUP)).data?.name;
}

// Agents are chosen in the agent selector, so they have no navigation entry.
export const agentsSurface: Surface = {
  name: 'agents',
  routes: [
    { path: 'agents/create', page: AgentCreatePage, bare: true },
    { path: 'agents/new', page: AgentCreatePage, bare: true },
    { path: 'agents/:id', page: lazyPage(() => import('./agent-detail-page'), 'AgentDetailPage') },
    { path: 'agents/:id/edit', page: lazyPage(() => import('./agent-edit-page'), 'AgentEditPage') },
  ],
  crumbs: [
    {
      segment: 'agents',
      label: 'Agents',
      idLinkable: true,
      labels: { ':id/edit': 'Edit Agent', create: 'New Agent', new: 'New Agent' },
      useName: useAgentName,
    },
  ],
};
