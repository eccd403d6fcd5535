import { adminRouter } from '../../features/admin/router';
import { customerVoiceAgentGroupRouter } from '../../features/agent-groups/router';
import { customerVoiceAgentRouter } from '../../features/agents/router';
import { appConfigRouter } from '../../features/settings/config-router';
import { clientErrorsRouter } from '../../features/client-errors/router';
import { membersRouter } from '../../features/members/router';
import { llmSettingsRouter } from '../../features/llm-settings/router';
import { recordingRouter } from '../../features/recordings/router';
import { testCaseRouter } from '../../features/test-cases/router';
import { datasetRouter } from '../../features/scenarios/router';
import { tagRouter } from '../../features/tags/router';
import { testRunsRouter } from '../../features/test-runs/router';
import { userRouter } from '../../features/users/router';
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
  admin: adminRouter,
  appConfig: appConfigRouter,
  members: membersRouter,
  clientErrors: clientErrorsRouter,
  llmSettings: llmSettingsRouter,
});
export type AppRouter = typeof appRouter;
