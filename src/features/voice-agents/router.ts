import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZCaseVoiceSettingsInput, ZTestCaseId, ZVoiceAgentId, ZVoiceConnectionInput, ZVoiceSampleRequest } from './schema';
import {
  getCaseVoiceSettings,
  getVoiceConnection,
  listCallerVoices,
  removeVoiceConnection,
  saveCaseVoiceSettings,
  saveVoiceConnection,
  voiceSample,
} from './service';

export const voiceAgentRouter = router({
  getConnection: workspaceProcedure
    .input(ZVoiceAgentId)
    .query(({ ctx, input }) => getVoiceConnection(ctx.services.db, ctx.workspaceId, input.agentId)),
  saveConnection: workspaceProcedure
    .input(ZVoiceConnectionInput)
    .mutation(({ ctx, input }) => saveVoiceConnection(ctx.services.db, ctx.workspaceId, input)),
  removeConnection: workspaceProcedure
    .input(ZVoiceAgentId)
    .mutation(({ ctx, input }) => removeVoiceConnection(ctx.services.db, ctx.workspaceId, input.agentId)),
  getCaseSettings: workspaceProcedure
    .input(ZTestCaseId)
    .query(({ ctx, input }) => getCaseVoiceSettings(ctx.services.db, ctx.workspaceId, input.testCaseId)),
  saveCaseSettings: workspaceProcedure
    .input(ZCaseVoiceSettingsInput)
    .mutation(({ ctx, input }) => saveCaseVoiceSettings(ctx.services.db, ctx.workspaceId, input.testCaseId, input.settings)),
  voices: workspaceProcedure.query(() => listCallerVoices()),
  sample: workspaceProcedure.input(ZVoiceSampleRequest).query(({ input }) => voiceSample(input.voice, input.talkingSpeed)),
});
