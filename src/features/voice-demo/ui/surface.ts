import { lazyPage, type Surface } from '../../../web/surface';

export const voiceDemoSurface: Surface = {
  name: 'voice-demo',
  routes: [{ path: 'voice-demo', page: lazyPage(() => import('./voice-demo-page'), 'VoiceDemoPage'), bare: true }],
};
