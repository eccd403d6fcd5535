import { adminSurface } from '../features/admin/ui/surface';
import { apiKeysSurface } from '../features/api-keys/ui/surface';
import { creditsSurface } from '../features/credits/ui/surface';
import { assertionsSurface } from '../features/assertions/ui/surface';
import { comparisonsSurface } from '../features/comparisons/ui/surface';
import { evalsSurface } from '../features/evals/ui/surface';
import { metricThresholdsSurface } from '../features/metric-thresholds/ui/surface';
import { agentsSurface } from '../features/agents/ui/surface';
import { authSurface } from '../features/auth/ui/surface';
import { dashboardSurface } from '../features/dashboard/ui/surface';
import { llmSettingsSurface } from '../features/llm-settings/ui/surface';
import { membersSurface } from '../features/members/ui/surface';
import { scenariosSurface } from '../features/scenarios/ui/surface';
import { settingsSurface } from '../features/settings/ui/surface';
import { testCasesSurface } from '../features/test-cases/ui/surface';
import { testRunsSurface } from '../features/test-runs/ui/surface';
import { voiceAgentsSurface } from '../features/voice-agents/ui/surface';
import { voiceDemoSurface } from '../features/voice-demo/ui/surface';
import { voiceSettingsSurface } from '../features/voice-settings/ui/surface';
import type { Surface } from './surface';

// Every feature's web surface. To add a feature's pages: write `src/features/<name>/ui/surface.ts`
// exporting a `Surface` (lazy routes made with `lazyPage`, navigation entries with their mode,
// section and audience, breadcrumb parts with a name lookup, settings entries), then add it
// here. Nothing else in the shell changes; entries appear only for features listed here.
export const SURFACES: Surface[] = [
  authSurface,
  dashboardSurface,
  agentsSurface,
  scenariosSurface,
  testCasesSurface,
  testRunsSurface,
  comparisonsSurface,
  assertionsSurface,
  evalsSurface,
  metricThresholdsSurface,
  voiceAgentsSurface,
  voiceDemoSurface,
  settingsSurface,
  membersSurface,
  llmSettingsSurface,
  voiceSettingsSurface,
  apiKeysSurface,
  creditsSurface,
  adminSurface,
];

export const ALL_ROUTES = SURFACES.flatMap((s) => s.routes ?? []);
export const ALL_NAV = SURFACES.flatMap((s) => s.nav ?? []);
export const ALL_CRUMBS = SURFACES.flatMap((s) => s.crumbs ?? []);
export const ALL_SETTINGS = SURFACES.flatMap((s) => s.settings ?? []);
