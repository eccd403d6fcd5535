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
import { AssertionCreatePage, AssertionEditPage } from '../features/assertions/ui/assertion-pages';
import { AssertionsPage } from '../features/assertions/ui/assertions-page';
import { ComparePage } from '../features/comparisons/ui/compare-page';
import { EvalDetailPage } from '../features/evals/ui/eval-detail-page';
import { EvalsPage } from '../features/evals/ui/evals-page';
import { MetricThresholdsPage } from '../features/metric-thresholds/ui/metric-thresholds-page';
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
          { path: 'test-runs/:id/compare', element: <ComparePage /> },
          { path: 'metrics/assertions', element: <AssertionsPage /> },
          { path: 'metrics/assertions/new', element: <AssertionCreatePage /> },
          { path: 'metrics/assertions/:id/edit', element: <AssertionEditPage /> },
          { path: 'metrics/custom', element: <EvalsPage title="Custom metrics (beta)" /> },
          { path: 'evals', element: <EvalsPage title="Custom Metrics" /> },
          { path: 'evals/:id', element: <EvalDetailPage /> },
          { path: 'settings/metrics-thresholds', element: <MetricThresholdsPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'settings/llm', element: <LlmSettingsPage /> },
          // Unknown paths fall back to the Dashboard (SPEC §2.1).
          { path: '*', element: <DashboardPage /> },
        ],
      },
    ],
  },
]);
