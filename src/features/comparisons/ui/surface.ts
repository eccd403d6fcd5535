import { lazyPage, type Surface } from '../../../web/surface';

export const comparisonsSurface: Surface = {
  name: 'comparisons',
  routes: [{ path: 'test-runs/:id/compare', page: lazyPage(() => import('./compare-page'), 'ComparePage') }],
};
