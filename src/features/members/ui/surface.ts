import { Users } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const membersSurface: Surface = {
  name: 'members',
  routes: [
    { path: 'settings/members', page: lazyPage(() => import('./members-page'), 'MembersPage'), permission: 'LIST_MEMBERS' },
    // Outside the workspace gate: the invitation is how a new person gets in.
    { path: 'invite/:token', page: lazyPage(() => import('./invite-page'), 'InvitePage'), bare: true, anyId: true },
  ],
  settings: [{ label: 'Members', to: '/settings/members', icon: Users, order: 30, permission: 'LIST_MEMBERS' }],
};
