import { AudioWaveform } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const voiceSettingsSurface: Surface = {
  name: 'voice-settings',
  routes: [{ path: 'settings/voice', page: lazyPage(() => import('./voice-settings-page'), 'VoiceSettingsPage') }],
  settings: [{ label: 'Voice providers', to: '/settings/voice', icon: AudioWaveform, order: 45 }],
};
