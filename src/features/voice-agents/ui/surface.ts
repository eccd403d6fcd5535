import { AudioLines } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const voiceAgentsSurface: Surface = {
  name: 'voice-agents',
  routes: [{ path: 'voice-agents', page: lazyPage(() => import('./voice-agents-page'), 'VoiceAgentsPage') }],
  // Classic mode lists Voice Test Agents beside Scenarios and Testing.
  nav: [{ label: 'Voice Test Agents', to: '/voice-agents', icon: AudioLines, mode: 'classic', section: 'configuration', order: 15 }],
  crumbs: [{ segment: 'voice-agents', label: 'Voice Test Agents', linkable: true }],
};
