import { lazyPage, type Surface } from '../../../web/surface';

export const authSurface: Surface = {
  name: 'auth',
  routes: [{ path: 'auth', page: lazyPage(() => import('./auth-page'), 'AuthPage'), bare: true }],
};
