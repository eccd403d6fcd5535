import { LayoutDashboard } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const dashboardSurface: Surface = {
  name: 'dashboard',
  routes: [{ path: '', page: lazyPage(() => import('./dashboard-page'), 'DashboardPage') }],
  nav: [{ label: 'Dashboard', to: '/', icon: LayoutDashboard, section: 'main', order: 0, end: true }],
};
