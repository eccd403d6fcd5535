import { Sparkles } from 'lucide-react';
import { lazyPage, type Surface } from '../../../web/surface';

export const llmSettingsSurface: Surface = {
  name: 'llm-settings',
  routes: [{ path: 'settings/llm', page: lazyPage(() => import('./llm-settings-page'), 'LlmSettingsPage') }],
  settings: [{ label: 'LLM', to: '/settings/llm', icon: Sparkles, order: 40 }],
};
