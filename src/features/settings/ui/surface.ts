import { Building2, UserRound } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

// Settings pages of other features register their own `settings` entries in their surfaces.
export const settingsSurface: Surface = {
  name: 'settings',
  routes: [
    { path: 'settings', page: lazyPage(() => import('./settings-index'), 'SettingsIndex') },
    { path: 'settings/profile', page: lazyPage(() => import('../../users/ui/profile-page'), 'ProfilePage') },
    { path: 'settings/workspaces', page: lazyPage(() => import('../../workspaces/ui/workspaces-page'), 'WorkspacesPage') },
  ],
  settings: [
    { label: 'Profile', to: '/settings/profile', icon: UserRound, order: 10 },
    { label: 'Workspaces', to: '/settings/workspaces', icon: Building2, order: 20 },
  ],
  crumbs: [{ segment: 'settings', label: 'Settings', labels: { profile: 'Profile', workspaces: 'Workspaces', members: 'Members', llm: 'LLM' } }],
};
