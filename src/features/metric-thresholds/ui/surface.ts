import { SlidersHorizontal } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const metricThresholdsSurface: Surface = {
  name: 'metric-thresholds',
  routes: [{ path: 'settings/metrics-thresholds', page: lazyPage(() => import('./metric-thresholds-page'), 'MetricThresholdsPage') }],
  settings: [{ label: 'Metrics thresholds', to: '/settings/metrics-thresholds', icon: SlidersHorizontal, order: 60 }],
};
