import { EvalsPage } from './evals-page';

export function CustomMetricsPage() {
  return <EvalsPage title="Custom metrics (beta)" />;
}

export function EvalsRoutePage() {
  return <EvalsPage title="Custom Metrics" />;
}
