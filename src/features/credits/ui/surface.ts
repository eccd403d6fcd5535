import { Coins } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

// Only for admins, and only in workspaces where credits are switched on.
const audience = { adminOnly: true, flag: 'isCreditsEnabled' } as const;

export const creditsSurface: Surface = {
  name: 'credits',
  routes: [{ path: 'settings/credits', page: lazyPage(() => import('./credits-page'), 'CreditsPage'), ...audience }],
  settings: [{ label: 'Credits', to: '/settings/credits', icon: Coins, order: 45, ...audience }],
};
