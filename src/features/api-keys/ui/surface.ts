import { KeyRound } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const apiKeysSurface: Surface = {
  name: 'api-keys',
  routes: [{ path: 'settings/api-keys', page: lazyPage(() => import('./api-keys-page'), 'ApiKeysPage') }],
  settings: [{ label: 'API keys', to: '/settings/api-keys', icon: KeyRound, order: 50 }],
};
