import { Shield } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const adminSurface: Surface = {
  name: 'admin',
  routes: [{ path: 'admin', page: lazyPage(() => import('./admin-page'), 'AdminPage'), adminOnly: true }],
  nav: [{ label: 'Admin', to: '/admin', icon: Shield, section: 'footer', order: 90, adminOnly: true }],
  crumbs: [{ segment: 'admin', label: 'Admin', linkable: true }],
};
