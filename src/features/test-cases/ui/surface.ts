import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { NAME_LOOKUP } from '../../../web/lib/name-lookup';
import { useTRPC } from '../../../web/lib/trpc';
import { lazyPage, type Surface } from '../../../web/surface';

function useTestCaseTitle(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.testCase.get.queryOptions({ id }, NAME_LOOKUP)).data?.title;
}

export const testCasesSurface: Surface = {
  name: 'test-cases',
  routes: [
    { path: 'test-cases', page: lazyPage(() => import('./test-cases-page'), 'TestCasesPage') },
    { path: 'test-cases/new', page: lazyPage(() => import('./test-case-edit-page'), 'TestCaseCreatePage') },
    { path: 'test-cases/:id/edit', page: lazyPage(() => import('./test-case-edit-page'), 'TestCaseEditPage') },
  ],
  nav: [
    { label: 'Cases', to: '/test-cases', icon: ListChecks, mode: 'classic', section: 'testing', order: 20, adminOnly: true },
    { label: 'Cases', to: '/test-cases', icon: ListChecks, mode: 'testing-framework', section: 'testing', order: 20 },
  ],
  crumbs: [
    {
      segment: 'test-cases',
      label: 'Test Cases',
      linkable: true,
      labels: { ':id/edit': 'Edit Test Case', new: 'New Test Case' },
      useName: useTestCaseTitle,
    },
  ],
};
