import { createBrowserRouter, useRouteError } from 'react-router';
import { AdminPage } from '../features/admin/ui/admin-page';
import { AgentCreatePage } from '../features/agents/ui/agent-create-page';
import { AgentDetailPage } from '../features/agents/ui/agent-detail-page';
import { AgentEditPage } from '../features/agents/ui/agent-edit-page';
import { AuthPage } from '../features/auth/ui/auth-page';
import { DashboardPage } from '../features/dashboard/ui/dashboard-page';
import { LlmSettingsPage } from '../features/llm-settings/ui/llm-settings-page';
import { TestCaseCreatePage, TestCaseEditPage } from '../features/test-cases/ui/test-case-edit-page';
import { TestCasesPage } from '../features/test-cases/ui/test-cases-page';
import { TestRunPage } from '../features/test-runs/ui/test-run-page';
import { TestRunsPage } from '../features/test-runs/ui/test-runs-page';
import { AppGate } from './shell/app-gate';
import { AppLayout } from './shell/app-layout';
import { ErrorFallback } from './shell/error-boundary';

function RouteError() {
  console.error(useRouteError());
  return <ErrorFallback onReset={() => window.location.reload()} />;
}

export const router = createBrowserRouter([
  { path: '/auth', element: <AuthPage />, errorElement: <RouteError /> },
  // Renders bare, without the navigation (SPEC §2.1).
  { path: '/agents/create', element: <AgentCreatePage />, errorElement: <RouteError /> },
  {
    element: <AppGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'agents/:id', element: <AgentDetailPage /> },
          { path: 'agents/:id/edit', element: <AgentEditPage /> },
          { path: 'test-cases', element: <TestCasesPage /> },
          { path: 'test-cases/new', element: <TestCaseCreatePage /> },
          { path: 'test-cases/:id/edit', element: <TestCaseEditPage /> },
          { path: 'test-runs', element: <TestRunsPage /> },
          { path: 'test-runs/:id', element: <TestRunPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'settings/llm', element: <LlmSettingsPage /> },
          // Unknown paths fall back to the Dashboard (SPEC §2.1).
          { path: '*', element: <DashboardPage /> },
        ],
      },
    ],
  },
]);
