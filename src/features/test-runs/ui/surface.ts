import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

function useTestRunName(testRunId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.testRuns.getTestRunSummary.queryOptions({ testRunId }, NAME_LOOKUP)).data?.name;
}

export const testRunsSurface: Surface = {
  name: 'test-runs',
  routes: [
    { path: 'test-runs', page: lazyPage(() => import('./test-runs-page'), 'TestRunsPage') },
    { path: 'test-runs/:id', page: lazyPage(() => import('./test-run-page'), 'TestRunPage') },
  ],
  nav: [
    { label: 'Results', to: '/test-runs', icon: FlaskConical, mode: 'classic', section: 'testing', order: 40, adminOnly: true },
    // Non-admins see one plain link instead of the Testing group.
    { label: 'Test results', to: '/test-runs', icon: FlaskConical, mode: 'classic', section: 'main', order: 40, nonAdminOnly: true },
    { label: 'Results', to: '/test-runs', icon: FlaskConical, mode: 'testing-framework', section: 'testing', order: 40 },
  ],
  crumbs: [{ segment: 'test-runs', label: 'Test Results', linkable: true, idLinkable: true, useName: useTestRunName }],
};
