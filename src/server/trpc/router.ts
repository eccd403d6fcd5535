import { adminRouter } from '../../features/admin/router';
import { assertionRouter } from '../../features/assertions/router';
import { scoringRouter } from '../../features/scoring/router';
import { metricThresholdsRouter } from '../../features/metric-thresholds/router';
import { evalsRouter } from '../../features/evals/router';
import { customerVoiceAgentGroupRouter } from '../../features/agent-groups/router';
import { customerVoiceAgentRouter } from '../../features/agents/router';
import { appConfigRouter } from '../../features/settings/config-router';
import { clientErrorsRouter } from '../../features/client-errors/router';
import { apiKeysRouter } from '../../features/api-keys/router';
import { creditsRouter } from '../../features/credits/router';
import { membersRouter } from '../../features/members/router';
import { llmSettingsRouter } from '../../features/llm-settings/router';
import { recordingRouter } from '../../features/recordings/router';
import { testCaseRouter } from '../../features/test-cases/router';
import { datasetRouter } from '../../features/scenarios/router';
import { tagRouter } from '../../features/tags/router';
import { testRunsRouter } from '../../features/test-runs/router';
import { userRouter } from '../../features/users/router';
import { voiceAgentRouter } from '../../features/voice-agents/router';
import { voiceSettingsRouter } from '../../features/voice-settings/router';
import { workspaceRouter } from '../../features/workspaces/router';
import { router } from './init';

export const appRouter = router({
  user: userRouter,
  workspace: workspaceRouter,
  customerVoiceAgent: customerVoiceAgentRouter,
  customerVoiceAgentGroup: customerVoiceAgentGroupRouter,
  testCase: testCaseRouter,
  dataset: datasetRouter,
  tag: tagRouter,
  testRuns: testRunsRouter,
  recording: recordingRouter,
  voiceAgent: voiceAgentRouter,
  admin: adminRouter,
  assertion: assertionRouter,
  scoring: scoringRouter,
  metricThresholds: metricThresholdsRouter,
  evals: evalsRouter,
  appConfig: appConfigRouter,
  members: membersRouter,
  clientErrors: clientErrorsRouter,
  llmSettings: llmSettingsRouter,
  voiceSettings: voiceSettingsRouter,
  apiKeys: apiKeysRouter,
  credits: creditsRouter,
});
export type AppRouter = typeof appRouter;
